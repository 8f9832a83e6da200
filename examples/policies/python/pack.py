"""The policies teams ask for first, as a Strata policy pack in Python: the same pack as
../rust and ../typescript. Build (with componentize-py in .venv):

    .venv/bin/python ../../../guests/python-policy/strata_policy_build.py pack.py pack.wasm
"""

from strata_policy import ADVISORY, MANDATORY, Fix, Pack, Violation

# Types whose loss loses data: protected in production.
STATEFUL = {
    "aws:s3:Bucket", "aws:dynamodb:Table", "aws:rds:DBInstance", "aws:rds:DBCluster",
    "aws:efs:FileSystem", "aws:kms:Key", "aws:secretsmanager:Secret",
}

# A setting that is a list of strings.
STRINGS = {"type": "array", "items": {"type": "string"}}

pack = Pack("acme-policies")


@pack.resource("no-public-buckets",
               "S3 buckets never allow public access: no public ACL, and every public access block on",
               MANDATORY)
def no_public_buckets(r, ctx):
    if r.type != "aws:s3:Bucket":
        return
    acl = r.input("AccessControl")
    if acl in ("PublicRead", "PublicReadWrite", "public-read", "public-read-write"):
        yield Violation(f"bucket `{r.name}` has the public ACL {acl}: leave AccessControl out (private)", "AccessControl")
    for flag in ("BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"):
        path = f"PublicAccessBlockConfiguration.{flag}"
        if r.input(path) is False:
            yield Violation(
                f"bucket `{r.name}` turns {flag} off, so it can be made public: set it to true "
                "(or leave PublicAccessBlockConfiguration out: AWS blocks public access by default)", path)


@pack.resource("required-tags",
               "Taggable resources carry the tags the team needs (config: `tags`, default [\"team\"]; "
               "`types`, default every aws type that has Tags)",
               ADVISORY, config_schema={"properties": {"tags": STRINGS, "types": STRINGS}})
def required_tags(r, ctx):
    types = ctx.strings("types")
    if types:
        applies = r.type in types or "*" in types
    else:
        applies = r.type.startswith("aws:") and (
            r.input("Tags") is not None or r.input("tags") is not None or r.type in STATEFUL)
    if not applies:
        return
    tags = r.tags()
    for t in ctx.strings("tags", ["team"]):
        if t not in tags:
            yield Violation(f"{r.type} `{r.name}` has no `{t}` tag: add it to its Tags", f"Tags.{t}")


@pack.resource("no-open-security-groups",
               "No security group admits 0.0.0.0/0 or ::/0 on a port other than 80 and 443",
               MANDATORY)
def no_open_security_groups(r, ctx):
    if r.type == "aws:ec2:SecurityGroup":
        rules = [(f"SecurityGroupIngress[{i}]", v) for i, v in enumerate(r.input("SecurityGroupIngress") or [])]
    elif r.type == "aws:ec2:SecurityGroupIngress":
        rules = [("", r.inputs)]
    else:
        return
    for path, rule in rules:
        if not isinstance(rule, dict):
            continue
        key = next((k for k in ("CidrIp", "CidrIpv6") if rule.get(k) in ("0.0.0.0/0", "::/0")), None)
        if key is None:
            continue
        protocol = rule.get("IpProtocol") if isinstance(rule.get("IpProtocol"), str) else "tcp"
        start, end = rule.get("FromPort"), rule.get("ToPort")
        ints = isinstance(start, int) and isinstance(end, int)
        if protocol == "-1" or not (ints and start == end and start in (80, 443)):
            if protocol == "-1" or not ints:
                ports = "every port"
            elif start == end:
                ports = f"port {start}"
            else:
                ports = f"ports {start}-{end}"
            yield Violation(
                f"{r.type} `{r.name}` admits the whole internet ({rule[key]}) on {ports}: "
                "only 80 and 443 may be open to the world; narrow the CIDR",
                f"{path}.{key}" if path else key)


@pack.resource("encryption-at-rest",
               "Tables, buckets, databases and queues do not turn encryption at rest off",
               MANDATORY)
def encryption_at_rest(r, ctx):
    def off(path):
        return r.input(path) is False

    found = None
    if r.type == "aws:dynamodb:Table" and off("SSESpecification.SSEEnabled"):
        found = ("SSESpecification.SSEEnabled", "set it to true, or leave SSESpecification out")
    elif r.type in ("aws:rds:DBInstance", "aws:rds:DBCluster") and off("StorageEncrypted"):
        found = ("StorageEncrypted", "set it to true")
    elif r.type == "aws:sqs:Queue" and off("SqsManagedSseEnabled") and r.input("KmsMasterKeyId") is None:
        found = ("SqsManagedSseEnabled", "set it to true, or give a KmsMasterKeyId")
    elif r.type == "aws:s3:Bucket" and r.input("BucketEncryption.ServerSideEncryptionConfiguration") == []:
        found = ("BucketEncryption", "give it a rule, or leave BucketEncryption out (AWS encrypts with SSE-S3)")
    if found:
        yield Violation(f"{r.type} `{r.name}` turns encryption at rest off: {found[1]}", found[0])


@pack.resource("protect-stateful-in-production",
               "In a production stack (config: `stacks`, default [\"prod\", \"production\"]), "
               "stateful resources are protected",
               MANDATORY, config_schema={"properties": {"stacks": STRINGS}})
def protect_stateful(r, ctx):
    if ctx.stack in ctx.strings("stacks", ["prod", "production"]) and r.type in STATEFUL and not r.protect:
        yield (f"{r.type} `{r.name}` holds data and stack `{ctx.stack}` is production: protect it "
               "(`protect: true`), so that no change of the program deletes it")


@pack.remediation("versioned-buckets-in-production",
                  "In a production stack (config: `stacks`, default [\"prod\", \"production\"]), "
                  "S3 buckets keep every version of their objects: versioning is turned on",
                  config_schema={"properties": {"stacks": STRINGS}})
def versioned_buckets(r, ctx):
    if (ctx.stack not in ctx.strings("stacks", ["prod", "production"]) or r.type != "aws:s3:Bucket"
            or r.input("VersioningConfiguration.Status") == "Enabled"):
        return None
    return Fix(f"bucket `{r.name}` keeps every version of its objects in production stack `{ctx.stack}`",
               {"VersioningConfiguration": {"Status": "Enabled"}})


@pack.stack("unused-security-groups", "Every security group in the stack is used by some resource of it", ADVISORY)
def unused_security_groups(resources, ctx):
    used = {d for r in resources for d in r.dependencies}
    for g in resources:
        if g.type == "aws:ec2:SecurityGroup" and g.urn not in used:
            yield Violation(f"security group `{g.name}` is used by no resource of the stack: remove it, or attach it",
                            urn=g.urn)


Policy = pack.export()
