"""What a deployment of a CloudFormation template made, read back from the services with boto3,
in a form that two deployments of one template compare equal in: by moto's CloudFormation and by
Strata, whose generated names, ids, ARNs and timestamps differ.

`summary(session_kwargs, pairs)`: for (CloudFormation type, physical resource id) pairs, the
physical id as CloudFormation's `PhysicalResourceId` gives it, a dict from type to the sorted
list of each resource's key properties (what a template sets: sizes, timeouts, policies, CIDRs,
rules, attributes, tags). Names, ids and ARNs are left out, or cut to their shape (an ARN keeps
its service, region, account and resource type: `arn:aws:sqs:us-east-1:123456789012:…`); a
link to another resource is given by what identifies it without its name (a subnet's VPC by
the VPC's CIDR); tags CloudFormation adds itself (`aws:` keys) are left out.

`deployed_by_cloudformation(session_kwargs, template_path, stack_name)`: creates the stack
with CloudFormation (every parameter at its default), waits for it and returns its pairs.

`session_kwargs` are `boto3.session.Session`'s keyword arguments (`region_name`,
`aws_access_key_id`, …), and `endpoint_url` for every client (moto's address).

    python summary.py ENDPOINT PAIRS.json      # [[type, id], …] -> the summary, JSON on stdout
    python summary.py ENDPOINT --deploy TEMPLATE STACK   # deploys, then the same

(region us-east-1, keys `testing`, for moto).
"""

import json
import re
import sys
import time

try:
    import boto3
    from botocore.exceptions import ClientError
except ImportError:
    # Run as a script without boto3: again with moto's virtualenv, which has it.
    import os
    from pathlib import Path

    MOTO_PYTHON = Path.home() / ".cache/strata/moto/bin/python"
    if __name__ == "__main__" and MOTO_PYTHON.exists() and Path(sys.executable) != MOTO_PYTHON:
        os.execv(str(MOTO_PYTHON), [str(MOTO_PYTHON), *sys.argv])
    raise


class Clients:
    """boto3 clients of one session, made once each."""

    def __init__(self, session_kwargs):
        kwargs = dict(session_kwargs)
        self.endpoint = kwargs.pop("endpoint_url", None)
        self.session = boto3.session.Session(**kwargs)
        self.made = {}

    def __getattr__(self, service):
        name = {"lambda_": "lambda", "elbv2": "elbv2"}.get(service, service)
        if name not in self.made:
            self.made[name] = self.session.client(name, endpoint_url=self.endpoint)
        return self.made[name]


# ---------------------------------------------------------------------------------------------
# Normal forms.

ARN = re.compile(r"^arn:([^:]*):([^:]*):([^:]*):([^:]*):(.*)$")


def arn_shape(arn):
    """An ARN without the names and ids it holds: its service, region, account and resource
    type, and a trailing wildcard (`/*`); AWS's own (managed policies) and `*` kept whole."""
    m = ARN.match(arn)
    if not m:
        return arn
    partition, service, region, account, resource = m.groups()
    if account == "aws" or resource in ("*", "", "root"):
        return arn
    head = f"arn:{partition}:{service}:{region}:{account}:"
    if service == "s3":
        return head + "…" + ("/*" if resource.endswith("/*") else "")
    if not account:
        # A service's own (a Step Functions integration): no names in it.
        return arn
    kind = re.match(r"^([^/:]+)([/:])", resource)
    if not kind:
        return head + "…"
    tail = "*" if resource.endswith(("/*", ":*")) and len(resource) > len(kind.group(0)) + 1 else ""
    return head + kind.group(0) + "…" + (resource[-2:] if tail else "")


GENERATED = [
    # A queue's URL, an S3 website, DNS names with account or generated parts.
    (re.compile(r"https://sqs\.[^/]+/\d+/[^/\s\"]+"), "https://sqs/…"),
    # The same URL as moto gives it to a client of a local endpoint.
    (re.compile(r"http://127\.0\.0\.1:\d+/\d{12}/[^/\s\"]+"), "https://sqs/…"),
    (re.compile(r"\b(vpc|subnet|sg|igw|rtb|rtbassoc|eni|nat|eipalloc)-[0-9a-f]{8,17}\b"), r"\1-…"),
]


def shaped(value):
    """`value` with every ARN, queue URL and EC2 id in it cut to its shape (in strings, lists
    and dicts, and in JSON text)."""
    if isinstance(value, dict):
        return {k: shaped(v) for k, v in value.items()}
    if isinstance(value, list):
        return [shaped(v) for v in value]
    if isinstance(value, str):
        if value.startswith("arn:"):
            return arn_shape(value)
        for pattern, to in GENERATED:
            value = pattern.sub(to, value)
        return re.sub(r"arn:[^\s\"',]+", lambda m: arn_shape(m.group(0)), value)
    return value


def document(doc):
    """A policy document in one form: parsed, statements a list, an action or resource one
    string or a sorted list, ARNs shaped."""
    if doc is None:
        return None
    if isinstance(doc, str):
        from urllib.parse import unquote

        doc = json.loads(doc if doc.lstrip().startswith("{") else unquote(doc))
    doc = dict(doc)
    statements = doc.get("Statement", [])
    if isinstance(statements, dict):
        statements = [statements]
    out = []
    for s in statements:
        s = dict(s)
        for k in ("Action", "NotAction", "Resource", "NotResource"):
            if isinstance(s.get(k), list):
                s[k] = sorted(s[k]) if len(s[k]) > 1 else s[k][0]
        principal = s.get("Principal")
        if isinstance(principal, dict):
            s["Principal"] = {
                k: (sorted(v) if isinstance(v, list) and len(v) > 1 else (v[0] if isinstance(v, list) else v))
                for k, v in principal.items()
            }
        out.append(shaped(s))
    doc["Statement"] = sorted(out, key=lambda s: json.dumps(s, sort_keys=True))
    return doc


def tags(items, key="Key", value="Value"):
    """Tags as a dict, without those CloudFormation adds (`aws:` keys)."""
    if isinstance(items, dict):
        pairs = items.items()
    else:
        pairs = ((t[key], t[value]) for t in items or [])
    return {k: v for k, v in sorted(pairs) if not k.startswith(("aws:", "strata:"))}


def missing(e):
    return isinstance(e, ClientError) and any(
        w in e.response["Error"]["Code"]
        for w in ("NotFound", "NoSuch", "NonExistent", "DoesNotExist", "Invalid")
    )


def optional(call, default=None):
    try:
        return call()
    except ClientError as e:
        if missing(e) or e.response["Error"]["Code"] in ("AccessDenied",):
            return default
        raise


# ---------------------------------------------------------------------------------------------
# One reader per type: (clients, physical id) -> what it is, without names.


def s3_bucket(c, name):
    s3 = c.s3
    versioning = s3.get_bucket_versioning(Bucket=name).get("Status")
    website = optional(lambda: s3.get_bucket_website(Bucket=name))
    if website:
        website = {
            k: website[k]
            for k in ("IndexDocument", "ErrorDocument", "RedirectAllRequestsTo", "RoutingRules")
            if k in website
        }
    block = optional(lambda: s3.get_public_access_block(Bucket=name)["PublicAccessBlockConfiguration"])
    policy = optional(lambda: s3.get_bucket_policy(Bucket=name)["Policy"])
    tagging = optional(lambda: s3.get_bucket_tagging(Bucket=name)["TagSet"], [])
    return {
        "Versioning": versioning,
        "Website": website,
        "PublicAccessBlock": block,
        "Policy": document(policy),
        "Tags": tags(tagging),
    }


def sqs_queue(c, url):
    a = c.sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    redrive = json.loads(a["RedrivePolicy"]) if a.get("RedrivePolicy") else None
    if redrive:
        dead = redrive["deadLetterTargetArn"]
        redrive = {
            "maxReceiveCount": int(redrive["maxReceiveCount"]),
            # The dead-letter queue by what it is, not its name.
            "deadLetterTarget": arn_shape(dead),
            "deadLetterFifo": dead.endswith(".fifo"),
        }
    out = {
        k: a.get(k)
        for k in (
            "VisibilityTimeout",
            "MessageRetentionPeriod",
            "DelaySeconds",
            "MaximumMessageSize",
            "ReceiveMessageWaitTimeSeconds",
        )
    }
    out["FifoQueue"] = a.get("FifoQueue") == "true"
    out["ContentBasedDeduplication"] = a.get("ContentBasedDeduplication") == "true"
    out["RedrivePolicy"] = redrive
    out["Policy"] = document(a.get("Policy"))
    out["Tags"] = tags(c.sqs.list_queue_tags(QueueUrl=url).get("Tags", {}))
    return out


def sns_topic(c, arn):
    a = c.sns.get_topic_attributes(TopicArn=arn)["Attributes"]
    subs = c.sns.list_subscriptions_by_topic(TopicArn=arn)["Subscriptions"]
    return {
        "DisplayName": a.get("DisplayName") or None,
        "FifoTopic": a.get("FifoTopic") == "true",
        "ContentBasedDeduplication": a.get("ContentBasedDeduplication") == "true",
        "Subscriptions": sorted([s["Protocol"], shaped(s["Endpoint"])] for s in subs),
        "Tags": tags(c.sns.list_tags_for_resource(ResourceArn=arn).get("Tags", [])),
    }


def throughput(t):
    return t and {"Read": t["ReadCapacityUnits"], "Write": t["WriteCapacityUnits"]}


def dynamodb_table(c, name):
    d = c.dynamodb.describe_table(TableName=name)["Table"]
    mode = d.get("BillingModeSummary", {}).get("BillingMode", "PROVISIONED")
    provisioned = mode == "PROVISIONED"
    indexes = []
    for i in d.get("GlobalSecondaryIndexes", []):
        projection = dict(i["Projection"])
        if "NonKeyAttributes" in projection:
            projection["NonKeyAttributes"] = sorted(projection["NonKeyAttributes"])
        indexes.append(
            {
                "IndexName": i["IndexName"],
                "KeySchema": i["KeySchema"],
                "Projection": projection,
                "Throughput": throughput(i.get("ProvisionedThroughput")) if provisioned else None,
            }
        )
    stream = d.get("StreamSpecification") or {}
    ttl = c.dynamodb.describe_time_to_live(TableName=name)["TimeToLiveDescription"]
    return {
        "KeySchema": d["KeySchema"],
        "AttributeDefinitions": sorted(d["AttributeDefinitions"], key=lambda a: a["AttributeName"]),
        "BillingMode": mode,
        "Throughput": throughput(d.get("ProvisionedThroughput")) if provisioned else None,
        "GlobalSecondaryIndexes": sorted(indexes, key=lambda i: i["IndexName"]),
        "Stream": stream.get("StreamViewType") if stream.get("StreamEnabled") else None,
        "TimeToLive": ttl.get("AttributeName") if ttl.get("TimeToLiveStatus") == "ENABLED" else None,
        "DeletionProtection": d.get("DeletionProtectionEnabled", False),
        "Tags": tags(c.dynamodb.list_tags_of_resource(ResourceArn=d["TableArn"]).get("Tags", [])),
    }


def iam_role(c, name):
    iam = c.iam
    r = iam.get_role(RoleName=name)["Role"]
    inline = {}
    for n in iam.list_role_policies(RoleName=name)["PolicyNames"]:
        inline[n] = document(iam.get_role_policy(RoleName=name, PolicyName=n)["PolicyDocument"])
    attached = [arn_shape(p["PolicyArn"]) for p in iam.list_attached_role_policies(RoleName=name)["AttachedPolicies"]]
    return {
        "AssumeRolePolicyDocument": document(r["AssumeRolePolicyDocument"]),
        "Description": r.get("Description") or None,
        "Path": r["Path"],
        "MaxSessionDuration": r.get("MaxSessionDuration"),
        "Policies": inline,
        "ManagedPolicies": sorted(attached),
        "Tags": tags(iam.list_role_tags(RoleName=name)["Tags"]),
    }


def iam_policy(c, physical_id):
    # An inline policy's physical id is one CloudFormation makes up, by which IAM cannot find
    # it: it is summarised with each of its roles (AWS::IAM::Role's Policies).
    return {"InlinePolicy": "see its roles"}


def iam_managed_policy(c, arn):
    iam = c.iam
    p = iam.get_policy(PolicyArn=arn)["Policy"]
    version = iam.get_policy_version(PolicyArn=arn, VersionId=p["DefaultVersionId"])["PolicyVersion"]
    entities = iam.list_entities_for_policy(PolicyArn=arn)
    return {
        "Description": p.get("Description") or None,
        "Path": p["Path"],
        "PolicyDocument": document(version["Document"]),
        "Roles": len(entities["PolicyRoles"]),
        "Users": len(entities["PolicyUsers"]),
        "Groups": len(entities["PolicyGroups"]),
    }


def logs_log_group(c, name):
    groups = c.logs.describe_log_groups(logGroupNamePrefix=name)["logGroups"]
    g = next(g for g in groups if g["logGroupName"] == name)
    return {
        "RetentionInDays": g.get("retentionInDays"),
        "KmsKey": arn_shape(g["kmsKeyId"]) if g.get("kmsKeyId") else None,
        "Tags": tags(c.logs.list_tags_log_group(logGroupName=name).get("tags", {})),
    }


def ssm_parameter(c, name):
    p = c.ssm.get_parameter(Name=name)["Parameter"]
    d = c.ssm.describe_parameters(ParameterFilters=[{"Key": "Name", "Values": [name]}])["Parameters"][0]
    t = c.ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId=name)["TagList"]
    return {
        # A name is the template's, under a path that holds the stack's name: its last part.
        "NameEnd": name.rsplit("/", 1)[-1],
        "Type": p["Type"],
        "Value": shaped(p["Value"]),
        "DataType": p.get("DataType"),
        "Tier": d.get("Tier"),
        "Description": d.get("Description"),
        "AllowedPattern": d.get("AllowedPattern"),
        "Tags": tags(t),
    }


def kms_key(c, key_id):
    kms = c.kms
    k = kms.describe_key(KeyId=key_id)["KeyMetadata"]
    policy = kms.get_key_policy(KeyId=key_id, PolicyName="default")["Policy"]
    rotation = optional(lambda: kms.get_key_rotation_status(KeyId=key_id)["KeyRotationEnabled"], False)
    aliases = kms.list_aliases(KeyId=k["KeyId"])["Aliases"]
    return {
        "Description": k.get("Description") or None,
        "KeyUsage": k["KeyUsage"],
        "KeySpec": k.get("KeySpec") or k.get("CustomerMasterKeySpec"),
        "Enabled": k["Enabled"],
        "Rotation": rotation,
        "KeyPolicy": document(policy),
        "Aliases": len(aliases),
        "Tags": tags(kms.list_resource_tags(KeyId=k["KeyId"]).get("Tags", []), "TagKey", "TagValue"),
    }


def kms_alias(c, alias):
    a = next((a for a in c.kms.list_aliases()["Aliases"] if a["AliasName"] == alias), None)
    if a is None:
        return None
    target = c.kms.describe_key(KeyId=a["TargetKeyId"])["KeyMetadata"]
    # The key it names, by its description.
    return {"TargetKeyDescription": target.get("Description") or None}


def ecr_repository(c, name):
    r = c.ecr.describe_repositories(repositoryNames=[name])["repositories"][0]
    return {
        "ImageTagMutability": r.get("imageTagMutability"),
        "ScanOnPush": r.get("imageScanningConfiguration", {}).get("scanOnPush", False),
        "Encryption": r.get("encryptionConfiguration", {}).get("encryptionType"),
        "Tags": tags(c.ecr.list_tags_for_resource(resourceArn=r["repositoryArn"]).get("tags", [])),
    }


def events_rule(c, physical_id):
    # CloudFormation's id is the rule's name, or `BUS|NAME` on another bus; Strata's the
    # rule's ARN (`arn:…:rule/NAME`, or `rule/BUS/NAME`).
    if physical_id.startswith("arn:"):
        path = physical_id.split(":", 5)[5].split("/")[1:]
        bus, name = ("/".join(path[:-1]) or "default"), path[-1]
    else:
        bus, _, name = physical_id.rpartition("|")
        bus = bus or "default"
    r = c.events.describe_rule(Name=name, EventBusName=bus)
    targets = c.events.list_targets_by_rule(Rule=name, EventBusName=bus)["Targets"]
    pattern = r.get("EventPattern")
    return {
        "Description": r.get("Description") or None,
        "EventPattern": json.loads(pattern) if pattern else None,
        "ScheduleExpression": r.get("ScheduleExpression"),
        "State": r.get("State"),
        "EventBusName": arn_shape(r.get("EventBusName", "default")),
        "RoleArn": r.get("RoleArn") and arn_shape(r["RoleArn"]),
        "Targets": sorted(
            (
                {
                    "Id": t["Id"],
                    "Arn": arn_shape(t["Arn"]),
                    **{k: shaped(t[k]) for k in ("Input", "InputPath", "RoleArn") if t.get(k)},
                    **({"SqsMessageGroupId": t["SqsParameters"]["MessageGroupId"]} if t.get("SqsParameters") else {}),
                }
                for t in targets
            ),
            key=lambda t: t["Id"],
        ),
        "Tags": tags(c.events.list_tags_for_resource(ResourceARN=r["Arn"]).get("Tags", [])),
    }


def states_state_machine(c, arn):
    m = c.stepfunctions.describe_state_machine(stateMachineArn=arn)
    return {
        "Definition": shaped(json.loads(m["definition"])),
        "RoleArn": arn_shape(m["roleArn"]),
        "Type": m.get("type"),
        "Tags": tags(c.stepfunctions.list_tags_for_resource(resourceArn=arn).get("tags", []), "key", "value"),
    }


def lambda_function(c, name):
    f = c.lambda_.get_function(FunctionName=name)
    conf = f["Configuration"]
    policy = optional(lambda: c.lambda_.get_policy(FunctionName=name)["Policy"])
    statements = []
    if policy:
        for s in json.loads(policy)["Statement"]:
            statements.append(
                shaped(
                    {
                        "Action": s.get("Action"),
                        "Principal": s.get("Principal"),
                        "Condition": s.get("Condition"),
                    }
                )
            )
    return {
        "Runtime": conf.get("Runtime"),
        "Handler": conf.get("Handler"),
        "Timeout": conf.get("Timeout"),
        "MemorySize": conf.get("MemorySize"),
        "Description": conf.get("Description") or None,
        # (Lambda holds text; moto keeps a number as CloudFormation gave it.)
        "Environment": {k: shaped(str(v)) for k, v in conf.get("Environment", {}).get("Variables", {}).items()},
        "Architectures": conf.get("Architectures"),
        "Role": arn_shape(conf["Role"]),
        # The permissions others hold to call it (AWS::Lambda::Permission).
        "Permissions": sorted(statements, key=lambda s: json.dumps(s, sort_keys=True)),
        "Tags": tags(f.get("Tags", {})),
    }


def lambda_permission(c, physical_id):
    # Summarised with its function (its policy's statements): moto gives no physical id.
    return {"Permission": "see its function"}


def lambda_event_source_mapping(c, uuid):
    m = c.lambda_.get_event_source_mapping(UUID=uuid)
    return {
        "EventSourceArn": arn_shape(m["EventSourceArn"]),
        "BatchSize": m.get("BatchSize"),
        "MaximumBatchingWindowInSeconds": m.get("MaximumBatchingWindowInSeconds"),
        "State": m.get("State"),
        "StartingPosition": m.get("StartingPosition"),
    }


def ecs_cluster(c, name):
    cl = c.ecs.describe_clusters(clusters=[name], include=["SETTINGS", "TAGS"])["clusters"][0]
    return {
        "Settings": sorted([s["name"], s["value"]] for s in cl.get("settings", [])),
        "Tags": tags(cl.get("tags", []), "key", "value"),
    }


def ecs_task_definition(c, arn):
    t = c.ecs.describe_task_definition(taskDefinition=arn, include=["TAGS"])
    d = t["taskDefinition"]
    containers = []
    for cd in d["containerDefinitions"]:
        containers.append(
            {
                k: cd.get(k)
                for k in (
                    "name",
                    "image",
                    "cpu",
                    "memory",
                    "memoryReservation",
                    "essential",
                    "portMappings",
                    "environment",
                    "command",
                )
                # (ECS reports cpu 0 for a container given none.)
                if cd.get(k) not in (None, []) and not (k == "cpu" and cd.get(k) == 0)
            }
        )
    return {
        "Cpu": d.get("cpu"),
        "Memory": d.get("memory"),
        "NetworkMode": d.get("networkMode"),
        "RequiresCompatibilities": sorted(d.get("requiresCompatibilities", [])),
        "ContainerDefinitions": sorted(containers, key=lambda x: x["name"]),
        "Tags": tags(t.get("tags", []), "key", "value"),
    }


def ecs_service(c, arn):
    cluster = arn.split("/")[-2] if arn.count("/") >= 2 else None
    s = c.ecs.describe_services(cluster=cluster, services=[arn])["services"][0]
    return {
        "DesiredCount": s.get("desiredCount"),
        "LaunchType": s.get("launchType"),
        # Its task definition by what it runs.
        "TaskDefinitionImages": sorted(
            cd["image"]
            for cd in c.ecs.describe_task_definition(taskDefinition=s["taskDefinition"])["taskDefinition"]["containerDefinitions"]
        ),
        "SchedulingStrategy": s.get("schedulingStrategy"),
        "LoadBalancers": len(s.get("loadBalancers", [])),
    }


def elbv2_load_balancer(c, arn):
    lb = c.elbv2.describe_load_balancers(LoadBalancerArns=[arn])["LoadBalancers"][0]
    t = c.elbv2.describe_tags(ResourceArns=[arn])["TagDescriptions"]
    return {
        "Scheme": lb.get("Scheme"),
        "Type": lb.get("Type"),
        "IpAddressType": lb.get("IpAddressType"),
        "AvailabilityZones": sorted(z["ZoneName"] for z in lb.get("AvailabilityZones", [])),
        "SecurityGroups": len(lb.get("SecurityGroups", [])),
        "Tags": tags(t[0]["Tags"] if t else []),
    }


def elbv2_target_group(c, arn):
    g = c.elbv2.describe_target_groups(TargetGroupArns=[arn])["TargetGroups"][0]
    return {
        k: g.get(k)
        for k in (
            "Protocol",
            "Port",
            "TargetType",
            "HealthCheckProtocol",
            "HealthCheckPath",
            "HealthCheckIntervalSeconds",
            "HealthyThresholdCount",
            "Matcher",
        )
    } | {"LoadBalancers": len(g.get("LoadBalancerArns", []))}


def elbv2_listener(c, arn):
    lst = c.elbv2.describe_listeners(ListenerArns=[arn])["Listeners"][0]
    actions = []
    for a in lst.get("DefaultActions", []):
        action = {"Type": a["Type"]}
        if a.get("TargetGroupArn"):
            g = c.elbv2.describe_target_groups(TargetGroupArns=[a["TargetGroupArn"]])["TargetGroups"][0]
            # The target group by what it is.
            action["TargetGroup"] = [g.get("Protocol"), g.get("Port")]
        for k in ("FixedResponseConfig", "RedirectConfig"):
            if a.get(k):
                action[k] = a[k]
        actions.append(action)
    return {"Port": lst.get("Port"), "Protocol": lst.get("Protocol"), "DefaultActions": actions}


def rds_db_instance(c, identifier):
    d = c.rds.describe_db_instances(DBInstanceIdentifier=identifier)["DBInstances"][0]
    return {
        k: d.get(k)
        for k in (
            "Engine",
            "DBInstanceClass",
            "AllocatedStorage",
            "MasterUsername",
            "DBName",
            "BackupRetentionPeriod",
            "MultiAZ",
            "PubliclyAccessible",
            "StorageType",
            "DeletionProtection",
        )
    } | {"Tags": tags(d.get("TagList", []))}


def rds_db_subnet_group(c, name):
    g = c.rds.describe_db_subnet_groups(DBSubnetGroupName=name)["DBSubnetGroups"][0]
    return {"Description": g.get("DBSubnetGroupDescription"), "Subnets": len(g.get("Subnets", []))}


def route53_hosted_zone(c, zone_id):
    z = c.route53.get_hosted_zone(Id=zone_id)["HostedZone"]
    t = optional(
        lambda: c.route53.list_tags_for_resource(ResourceType="hostedzone", ResourceId=zone_id.split("/")[-1]),
        {},
    )
    return {
        "Name": z["Name"].rstrip("."),
        "Comment": z.get("Config", {}).get("Comment") or None,
        "PrivateZone": z.get("Config", {}).get("PrivateZone", False),
        "Tags": tags(t.get("ResourceTagSet", {}).get("Tags", [])),
    }


def record(r):
    out = {"Name": r["Name"].rstrip("."), "Type": r["Type"]}
    for k in ("TTL", "SetIdentifier", "Weight"):
        if r.get(k) is not None:
            out[k] = int(r[k]) if k in ("TTL", "Weight") else r[k]
    if r.get("ResourceRecords"):
        out["ResourceRecords"] = sorted(x["Value"] for x in r["ResourceRecords"])
    if r.get("AliasTarget"):
        out["AliasTarget"] = shaped(r["AliasTarget"])
    return out


def route53_record_set(c, name):
    # CloudFormation's id is the record's name: every record of that name in the zones it can
    # be in (the same in any number of deployments of one template).
    # (Names compared without the final dot, which moto leaves out.)
    # Strata's id is `ZONE|NAME|TYPE[|SET]`: the name is its second part.
    if "|" in name:
        name = name.split("|")[1]
    fqdn = name.rstrip(".").lower()
    found = []
    for z in c.route53.list_hosted_zones()["HostedZones"]:
        zone = z["Name"].rstrip(".").lower()
        if fqdn == zone or fqdn.endswith("." + zone):
            for r in c.route53.list_resource_record_sets(HostedZoneId=z["Id"])["ResourceRecordSets"]:
                if r["Name"].rstrip(".").lower() == fqdn and r["Type"] not in ("SOA", "NS"):
                    found.append(record(r))
    unique = {json.dumps(r, sort_keys=True) for r in found}
    return [json.loads(r) for r in sorted(unique)]


def vpc_cidr(c, vpc_id):
    return c.ec2.describe_vpcs(VpcIds=[vpc_id])["Vpcs"][0]["CidrBlock"] if vpc_id else None


def ec2_vpc(c, vpc_id):
    v = c.ec2.describe_vpcs(VpcIds=[vpc_id])["Vpcs"][0]
    attribute = lambda a, k: c.ec2.describe_vpc_attribute(VpcId=vpc_id, Attribute=a)[k]["Value"]
    return {
        "CidrBlock": v["CidrBlock"],
        "InstanceTenancy": v.get("InstanceTenancy"),
        "EnableDnsSupport": attribute("enableDnsSupport", "EnableDnsSupport"),
        "EnableDnsHostnames": attribute("enableDnsHostnames", "EnableDnsHostnames"),
        "Tags": tags(v.get("Tags", [])),
    }


def ec2_subnet(c, subnet_id):
    s = c.ec2.describe_subnets(SubnetIds=[subnet_id])["Subnets"][0]
    return {
        "CidrBlock": s["CidrBlock"],
        "AvailabilityZone": s["AvailabilityZone"],
        "MapPublicIpOnLaunch": s.get("MapPublicIpOnLaunch", False),
        "VpcCidr": vpc_cidr(c, s["VpcId"]),
        "Tags": tags(s.get("Tags", [])),
    }


def ec2_internet_gateway(c, igw_id):
    g = c.ec2.describe_internet_gateways(InternetGatewayIds=[igw_id])["InternetGateways"][0]
    return {
        "AttachedTo": sorted(vpc_cidr(c, a["VpcId"]) for a in g.get("Attachments", [])),
        "Tags": tags(g.get("Tags", [])),
    }


def ec2_vpc_gateway_attachment(c, physical_id):
    # moto's id is the VPC's; CloudFormation's names the gateway and the VPC.
    vpc = re.search(r"vpc-[0-9a-f]+", physical_id).group(0)
    gateways = c.ec2.describe_internet_gateways(Filters=[{"Name": "attachment.vpc-id", "Values": [vpc]}])
    return {"VpcCidr": vpc_cidr(c, vpc), "InternetGateways": len(gateways["InternetGateways"])}


def route_target(r):
    for k, shape in (
        ("GatewayId", "gateway"),
        ("NatGatewayId", "nat"),
        ("InstanceId", "instance"),
        ("NetworkInterfaceId", "eni"),
        ("VpcPeeringConnectionId", "peering"),
        ("TransitGatewayId", "tgw"),
    ):
        if r.get(k):
            v = r[k]
            return "local" if v == "local" else v.split("-")[0] if k == "GatewayId" else shape
    return None


def ec2_route_table(c, rtb_id):
    t = c.ec2.describe_route_tables(RouteTableIds=[rtb_id])["RouteTables"][0]
    return {
        "Routes": sorted(
            [r.get("DestinationCidrBlock") or r.get("DestinationIpv6CidrBlock"), route_target(r)]
            for r in t["Routes"]
        ),
        "SubnetAssociations": len([a for a in t.get("Associations", []) if a.get("SubnetId")]),
        "Main": any(a.get("Main") for a in t.get("Associations", [])),
        "VpcCidr": vpc_cidr(c, t["VpcId"]),
        "Tags": tags(t.get("Tags", [])),
    }


def ec2_route(c, physical_id):
    # moto's id is `rtb-…~DESTINATION`, CloudFormation's `rtb-…|DESTINATION`.
    rtb = re.search(r"rtb-[0-9a-f]+", physical_id).group(0)
    destination = re.split(r"[~|_]", physical_id, maxsplit=1)[1]
    t = c.ec2.describe_route_tables(RouteTableIds=[rtb])["RouteTables"][0]
    r = next(r for r in t["Routes"] if destination in (r.get("DestinationCidrBlock"), r.get("DestinationIpv6CidrBlock")))
    return {"Destination": destination, "Target": route_target(r), "VpcCidr": vpc_cidr(c, t["VpcId"])}


def ec2_subnet_route_table_association(c, association_id):
    for t in c.ec2.describe_route_tables(Filters=[{"Name": "association.route-table-association-id", "Values": [association_id]}])["RouteTables"]:
        a = next(a for a in t["Associations"] if a["RouteTableAssociationId"] == association_id)
        subnet = c.ec2.describe_subnets(SubnetIds=[a["SubnetId"]])["Subnets"][0]
        return {"SubnetCidr": subnet["CidrBlock"], "RouteTableRoutes": ec2_route_table(c, t["RouteTableId"])["Routes"]}
    return None


def rules(c, permissions):
    out = []
    for p in permissions:
        peers = [["cidr", r["CidrIp"]] for r in p.get("IpRanges", [])]
        peers += [["cidr6", r["CidrIpv6"]] for r in p.get("Ipv6Ranges", [])]
        for g in p.get("UserIdGroupPairs", []):
            # A peer group by its description.
            peer = c.ec2.describe_security_groups(GroupIds=[g["GroupId"]])["SecurityGroups"][0]
            peers.append(["group", peer["Description"]])
        peers += [["prefix-list", "…"] for _ in p.get("PrefixListIds", [])]
        for peer in peers:
            protocol = p["IpProtocol"]
            ports = [None, None] if protocol == "-1" else [p.get("FromPort"), p.get("ToPort")]
            out.append([protocol, *ports, *peer])
    return sorted(out, key=json.dumps)


def ec2_security_group(c, group_id):
    g = c.ec2.describe_security_groups(GroupIds=[group_id])["SecurityGroups"][0]
    return {
        "Description": g["Description"],
        "VpcCidr": vpc_cidr(c, g.get("VpcId")),
        "Ingress": rules(c, g.get("IpPermissions", [])),
        "Egress": rules(c, g.get("IpPermissionsEgress", [])),
        "Tags": tags(g.get("Tags", [])),
    }


READERS = {
    "AWS::S3::Bucket": s3_bucket,
    "AWS::SQS::Queue": sqs_queue,
    "AWS::SNS::Topic": sns_topic,
    "AWS::DynamoDB::Table": dynamodb_table,
    "AWS::IAM::Role": iam_role,
    "AWS::IAM::Policy": iam_policy,
    "AWS::IAM::ManagedPolicy": iam_managed_policy,
    "AWS::Logs::LogGroup": logs_log_group,
    "AWS::SSM::Parameter": ssm_parameter,
    "AWS::KMS::Key": kms_key,
    "AWS::KMS::Alias": kms_alias,
    "AWS::ECR::Repository": ecr_repository,
    "AWS::Events::Rule": events_rule,
    "AWS::StepFunctions::StateMachine": states_state_machine,
    "AWS::Lambda::Function": lambda_function,
    "AWS::Lambda::Permission": lambda_permission,
    "AWS::Lambda::EventSourceMapping": lambda_event_source_mapping,
    "AWS::ECS::Cluster": ecs_cluster,
    "AWS::ECS::TaskDefinition": ecs_task_definition,
    "AWS::ECS::Service": ecs_service,
    "AWS::ElasticLoadBalancingV2::LoadBalancer": elbv2_load_balancer,
    "AWS::ElasticLoadBalancingV2::TargetGroup": elbv2_target_group,
    "AWS::ElasticLoadBalancingV2::Listener": elbv2_listener,
    "AWS::RDS::DBInstance": rds_db_instance,
    "AWS::RDS::DBSubnetGroup": rds_db_subnet_group,
    "AWS::Route53::HostedZone": route53_hosted_zone,
    "AWS::Route53::RecordSet": route53_record_set,
    "AWS::EC2::VPC": ec2_vpc,
    "AWS::EC2::Subnet": ec2_subnet,
    "AWS::EC2::InternetGateway": ec2_internet_gateway,
    "AWS::EC2::VPCGatewayAttachment": ec2_vpc_gateway_attachment,
    "AWS::EC2::RouteTable": ec2_route_table,
    "AWS::EC2::Route": ec2_route,
    "AWS::EC2::SubnetRouteTableAssociation": ec2_subnet_route_table_association,
    "AWS::EC2::SecurityGroup": ec2_security_group,
}


# Types read with others, whose physical id moto's CloudFormation leaves empty.
NO_ID = {"AWS::Lambda::Permission", "AWS::IAM::Policy"}


def summary(session_kwargs, pairs):
    """Per type, the sorted list of what each (type, physical id) of `pairs` is."""
    c = Clients(session_kwargs)
    out = {}
    for ty, physical_id in pairs:
        if ty not in READERS:
            raise KeyError(f"summary.py reads no {ty}")
        if not physical_id and ty not in NO_ID:
            raise ValueError(f"{ty} has no physical id")
        out.setdefault(ty, []).append(READERS[ty](c, physical_id))
    return {
        ty: sorted(items, key=lambda x: json.dumps(x, sort_keys=True, default=str))
        for ty, items in sorted(out.items())
    }


# ---------------------------------------------------------------------------------------------
# Deploying with CloudFormation.


def load_template(path):
    """A template file as data (YAML's short forms as the long ones)."""
    text = open(path).read()
    if str(path).endswith(".json"):
        return json.loads(text)
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    def intrinsic(loader, suffix, node):
        name = suffix if suffix in ("Ref", "Condition") else "Fn::" + suffix
        if isinstance(node, yaml.ScalarNode):
            value = loader.construct_scalar(node)
            if suffix == "GetAtt":
                value = value.split(".", 1)
        elif isinstance(node, yaml.SequenceNode):
            value = loader.construct_sequence(node, deep=True)
        else:
            value = loader.construct_mapping(node, deep=True)
        return {name: value}

    Loader.add_multi_constructor("!", intrinsic)
    return yaml.load(text, Loader=Loader)


def default_parameters(template):
    """Every parameter at its default, given explicitly: moto's CloudFormation leaves a
    CommaDelimitedList or List<…> default one string (it splits only values given), which real
    CloudFormation makes a list; given, the two agree."""
    out = []
    for name, p in (template.get("Parameters") or {}).items():
        if "Default" in p:
            d = p["Default"]
            d = ",".join(str(x) for x in d) if isinstance(d, list) else str(d)
            out.append({"ParameterKey": name, "ParameterValue": d})
    return out


def create_stack(cfn, template_path, stack_name):
    """Create the stack and wait for it: its final status and reason."""
    template = load_template(template_path)
    cfn.create_stack(
        StackName=stack_name,
        TemplateBody=open(template_path).read(),
        Parameters=default_parameters(template),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_NAMED_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    for _ in range(600):
        s = cfn.describe_stacks(StackName=stack_name)["Stacks"][0]
        if not s["StackStatus"].endswith("IN_PROGRESS"):
            return s
        time.sleep(0.5)
    return s


def stack_pairs(cfn, stack_name):
    pairs = []
    for page in cfn.get_paginator("list_stack_resources").paginate(StackName=stack_name):
        for r in page["StackResourceSummaries"]:
            if r.get("ResourceType"):
                pairs.append((r["ResourceType"], r.get("PhysicalResourceId") or ""))
    return pairs


def deployed_by_cloudformation(session_kwargs, template_path, stack_name):
    """Create the stack with CloudFormation (parameters at their defaults), and its (type,
    physical id) pairs."""
    cfn = Clients(session_kwargs).cloudformation
    s = create_stack(cfn, template_path, stack_name)
    if s["StackStatus"] != "CREATE_COMPLETE":
        raise RuntimeError(f"{stack_name}: {s['StackStatus']} {s.get('StackStatusReason')}")
    return stack_pairs(cfn, stack_name)


def moto_session(endpoint):
    return {
        "endpoint_url": endpoint,
        "region_name": "us-east-1",
        "aws_access_key_id": "testing",
        "aws_secret_access_key": "testing",
    }


def main(argv):
    if len(argv) == 3:
        pairs = json.load(open(argv[2]))
    elif len(argv) == 5 and argv[2] == "--deploy":
        pairs = deployed_by_cloudformation(moto_session(argv[1]), argv[3], argv[4])
    else:
        sys.exit(__doc__)
    json.dump(summary(moto_session(argv[1]), pairs), sys.stdout, sort_keys=True, indent=1, default=str)
    print()


if __name__ == "__main__":
    main(sys.argv)
