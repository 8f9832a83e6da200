"""Check every sample template: cfn-lint finds nothing, and moto's CloudFormation makes it.

    ~/.cache/strata/moto/bin/python tests/cloudformation/check_samples.py ENDPOINT [-v] [NAME…]

ENDPOINT is a moto server (`moto_server -H 127.0.0.1 -p 5999` → http://127.0.0.1:5999); NAMEs
pick templates (by file name, with or without extension); -v prints each stack's summary.
Prints one line per template and exits non-zero if any fails. For each template:

0. Its types and properties are ones Strata's AWS provider serves (STRATA_SERVES).
1. `cfn-lint --format parseable FILE` exits 0: no error, no warning (cfn-lint is
   $CFN_LINT, or ~/.cache/strata/cfn-lint/bin/cfn-lint).
2. moto's CloudFormation creates it as the stack named by the file's stem (every parameter at
   its default; exporters, `export-*`, before the others, importers, `import-*`, after):
   CREATE_COMPLETE, with every resource whose condition holds listed with its physical id (moto
   passes over a type it does not know and still says CREATE_COMPLETE), every output whose
   condition holds given, every export listed, and every resource read by `summary.py`.
3. `delete_stack` deletes it (importers before exporters): DELETE_COMPLETE. What moto's
   deletion leaves of what the template does not retain is noted ("moto left …"), not failed.

And every parameter has a default; with no NAMEs, the corpus must use every feature of
REQUIRED (parameter types and constraints, intrinsic functions, conditions, pseudo parameters,
deletion policies, exports).
"""

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SAMPLES = HERE / "samples"
MOTO_PYTHON = Path.home() / ".cache/strata/moto/bin/python"

try:
    import boto3  # noqa: F401
except ImportError:
    # Run again with moto's virtualenv, which has boto3 and PyYAML.
    if MOTO_PYTHON.exists() and Path(sys.executable) != MOTO_PYTHON:
        os.execv(str(MOTO_PYTHON), [str(MOTO_PYTHON), __file__, *sys.argv[1:]])
    raise

sys.path.insert(0, str(HERE))
import summary  # noqa: E402

CFN_LINT = os.environ.get("CFN_LINT") or str(Path.home() / ".cache/strata/cfn-lint/bin/cfn-lint")

# Outputs whose values moto's CloudFormation does not compute: it leaves Fn::Cidr as it is (a
# template's one use of it is in an output, so that the stack is made; see README.md).
UNEVALUATED = ("Fn::Cidr",)

PSEUDO = {
    "AWS::Region": "us-east-1",
    "AWS::AccountId": "123456789012",
    "AWS::Partition": "aws",
    "AWS::URLSuffix": "amazonaws.com",
}


class Template:
    def __init__(self, path):
        self.path = path
        self.stack = path.stem
        self.body = summary.load_template(path)
        self.parameters = {
            k: p.get("Default") for k, p in (self.body.get("Parameters") or {}).items()
        }
        for k, p in (self.body.get("Parameters") or {}).items():
            if p.get("Type", "").startswith(("List<", "CommaDelimitedList")) and isinstance(
                self.parameters[k], str
            ):
                self.parameters[k] = self.parameters[k].split(",")
        self.conditions = {}

    def value(self, v):
        """What `v` is at the parameters' defaults, as far as conditions need."""
        if isinstance(v, dict) and len(v) == 1:
            (k, a), = v.items()
            if k == "Ref":
                if a in PSEUDO:
                    return PSEUDO[a]
                if a == "AWS::StackName":
                    return self.stack
                return self.parameters[a]
            if k == "Condition":
                return self.condition(a)
            if k == "Fn::Equals":
                x, y = (self.value(x) for x in a)
                return str(x) == str(y)
            if k == "Fn::And":
                return all(self.value(x) for x in a)
            if k == "Fn::Or":
                return any(self.value(x) for x in a)
            if k == "Fn::Not":
                return not self.value(a[0])
            if k == "Fn::FindInMap":
                m = self.body["Mappings"][self.value(a[0])]
                return m[self.value(a[1])][self.value(a[2])]
            if k == "Fn::Select":
                return self.value(a[1])[int(self.value(a[0]))]
            if k == "Fn::Split":
                return self.value(a[1]).split(a[0])
            if k == "Fn::Join":
                return a[0].join(str(self.value(x)) for x in self.value(a[1]))
            if k == "Fn::Sub" and isinstance(a, str):
                # Parameters and pseudo parameters only: None for anything else.
                names = re.findall(r"\$\{([^}!]+)\}", a)
                if any("." in n or n not in self.parameters and n not in PSEUDO and n != "AWS::StackName" for n in names):
                    return None
                return re.sub(r"\$\{([^}!]+)\}", lambda m: str(self.value({"Ref": m.group(1)})), a)
            if k.startswith("Fn::"):
                raise ValueError(f"check_samples.py does not work out {k}")
        if isinstance(v, list):
            return [self.value(x) for x in v]
        return v

    def condition(self, name):
        if name not in self.conditions:
            self.conditions[name] = bool(self.value(self.body["Conditions"][name]))
        return self.conditions[name]

    def holds(self, item):
        return "Condition" not in item or self.condition(item["Condition"])

    def resources(self):
        return {k: r for k, r in self.body["Resources"].items() if self.holds(r)}

    def outputs(self):
        return {k: o for k, o in (self.body.get("Outputs") or {}).items() if self.holds(o)}


def lint(t):
    out = subprocess.run(
        [CFN_LINT, "--format", "parseable", str(t.path)], capture_output=True, text=True
    )
    if out.returncode != 0:
        findings = (out.stdout + out.stderr).strip().splitlines()
        return [re.sub(r"^.*?/samples/", "", f) for f in findings] or [f"exit {out.returncode}"]
    return []


# The properties Strata's AWS provider serves, per type (providers/aws/src: the hand-made
# schemas of s3.rs, sqs.rs, sns.rs, dynamodb.rs, iam.rs, policy.rs and ec2.rs, and the `inputs`
# of each module in native.rs's `all()`): a template uses no other type or property.
STRATA_SERVES = {
    "AWS::S3::Bucket": "BucketName VersioningConfiguration WebsiteConfiguration PublicAccessBlockConfiguration Tags",
    "AWS::S3::BucketPolicy": "Bucket PolicyDocument",
    "AWS::SQS::Queue": "QueueName FifoQueue VisibilityTimeout DelaySeconds MessageRetentionPeriod RedrivePolicy Tags",
    "AWS::SQS::QueuePolicy": "Queues PolicyDocument",
    "AWS::SNS::Topic": "TopicName FifoTopic DisplayName Tags",
    "AWS::SNS::Subscription": "TopicArn Protocol Endpoint RawMessageDelivery FilterPolicy",
    "AWS::DynamoDB::Table": "TableName AttributeDefinitions KeySchema BillingMode ProvisionedThroughput GlobalSecondaryIndexes TimeToLiveSpecification StreamSpecification Tags",
    "AWS::IAM::Role": "RoleName AssumeRolePolicyDocument Description Path MaxSessionDuration ManagedPolicyArns Tags",
    "AWS::IAM::Policy": "PolicyName PolicyDocument Roles",
    "AWS::IAM::ManagedPolicy": "ManagedPolicyName PolicyDocument Description Path Roles",
    "AWS::Logs::LogGroup": "LogGroupName RetentionInDays KmsKeyId Tags",
    "AWS::SSM::Parameter": "Name Type Value Description AllowedPattern Tier DataType Tags",
    "AWS::SecretsManager::Secret": "Name Description SecretString KmsKeyId Tags",
    "AWS::KMS::Key": "Description KeyPolicy KeyUsage KeySpec EnableKeyRotation Enabled PendingWindowInDays Tags",
    "AWS::KMS::Alias": "AliasName TargetKeyId",
    "AWS::ECR::Repository": "RepositoryName ImageTagMutability ImageScanningConfiguration EmptyOnDelete Tags",
    "AWS::Events::Rule": "Name Description EventPattern ScheduleExpression State EventBusName RoleArn Targets Tags",
    "AWS::StepFunctions::StateMachine": "StateMachineName DefinitionString Definition RoleArn StateMachineType Tags",
    "AWS::CertificateManager::Certificate": "DomainName SubjectAlternativeNames ValidationMethod Tags",
    "AWS::Lambda::Function": "FunctionName Role Runtime Handler Code Description Timeout MemorySize Environment Architectures Tags",
    "AWS::Lambda::Permission": "Action FunctionName Principal SourceArn SourceAccount EventSourceToken",
    "AWS::Lambda::EventSourceMapping": "FunctionName EventSourceArn BatchSize Enabled MaximumBatchingWindowInSeconds StartingPosition",
    "AWS::ApiGatewayV2::Api": "Name ProtocolType Description RouteSelectionExpression ApiKeySelectionExpression DisableExecuteApiEndpoint Version Tags",
    "AWS::ApiGatewayV2::Route": "ApiId RouteKey Target AuthorizationType ApiKeyRequired OperationName",
    "AWS::ApiGatewayV2::Integration": "ApiId IntegrationType IntegrationUri IntegrationMethod PayloadFormatVersion Description TimeoutInMillis CredentialsArn",
    "AWS::ApiGatewayV2::Stage": "ApiId StageName AutoDeploy Description StageVariables Tags",
    "AWS::CloudWatch::Alarm": "AlarmName AlarmDescription MetricName Namespace Statistic ExtendedStatistic Period EvaluationPeriods DatapointsToAlarm Threshold ComparisonOperator TreatMissingData Unit ActionsEnabled AlarmActions OKActions InsufficientDataActions Dimensions Tags",
    "AWS::ECS::Cluster": "ClusterName ClusterSettings Tags",
    "AWS::ECS::TaskDefinition": "Family ContainerDefinitions Cpu Memory NetworkMode RequiresCompatibilities ExecutionRoleArn TaskRoleArn Tags",
    "AWS::ECS::Service": "ServiceName Cluster TaskDefinition DesiredCount LaunchType NetworkConfiguration LoadBalancers Tags",
    "AWS::ElasticLoadBalancingV2::LoadBalancer": "Name Subnets SecurityGroups Scheme Type IpAddressType Tags",
    "AWS::ElasticLoadBalancingV2::TargetGroup": "Name Port Protocol VpcId TargetType HealthCheckPath HealthCheckIntervalSeconds HealthyThresholdCount Matcher Tags",
    "AWS::ElasticLoadBalancingV2::Listener": "LoadBalancerArn Port Protocol DefaultActions",
    "AWS::RDS::DBSubnetGroup": "DBSubnetGroupName DBSubnetGroupDescription SubnetIds Tags",
    "AWS::RDS::DBInstance": "DBInstanceIdentifier DBInstanceClass Engine EngineVersion AllocatedStorage MasterUsername MasterUserPassword DBName DBSubnetGroupName VPCSecurityGroups PubliclyAccessible BackupRetentionPeriod DeletionProtection StorageType Tags",
    "AWS::Route53::HostedZone": "Name HostedZoneConfig HostedZoneTags",
    "AWS::Route53::RecordSet": "HostedZoneId Name Type TTL ResourceRecords AliasTarget SetIdentifier Weight",
    "AWS::EC2::VPC": "CidrBlock EnableDnsHostnames EnableDnsSupport Tags",
    "AWS::EC2::Subnet": "VpcId CidrBlock AvailabilityZone MapPublicIpOnLaunch Tags",
    "AWS::EC2::InternetGateway": "Tags",
    "AWS::EC2::VPCGatewayAttachment": "VpcId InternetGatewayId",
    "AWS::EC2::RouteTable": "VpcId Tags",
    "AWS::EC2::Route": "RouteTableId DestinationCidrBlock GatewayId",
    "AWS::EC2::SubnetRouteTableAssociation": "SubnetId RouteTableId",
    "AWS::EC2::SecurityGroup": "GroupDescription GroupName VpcId SecurityGroupIngress SecurityGroupEgress Tags",
}


def strata_serves(t):
    """Problems with `t`'s types and properties: those Strata's AWS provider does not serve."""
    problems = []
    for name, r in t.body["Resources"].items():
        served = STRATA_SERVES.get(r["Type"])
        if served is None:
            problems.append(f"{name}: Strata does not serve {r['Type']}")
            continue
        for k in r.get("Properties") or {}:
            if k not in served.split():
                problems.append(f"{name}: Strata's {r['Type']} does not serve {k}")
    return problems


class Result:
    """What the checks found of one template."""

    def __init__(self, name):
        self.name = name
        self.problems = []
        self.made = ""
        self.stack_id = None
        # (logical id, type, physical id) of what the stack's deletion should remove.
        self.deletable = []
        self.left = []

    def line(self):
        if self.problems:
            return f"FAIL {self.name}: " + "; ".join(self.problems)
        left = f"; moto left {', '.join(self.left)}" if self.left else ""
        return f"ok   {self.name}: cfn-lint clean; CREATE_COMPLETE ({self.made}); DELETE_COMPLETE{left}"


def deploy(session, cfn, t, result, verbose):
    """Create the stack and check what moto made."""
    problems = result.problems
    for name, p in (t.body.get("Parameters") or {}).items():
        if "Default" not in p:
            problems.append(f"parameter {name} has no default")
    if any(s["StackName"] == t.stack for s in cfn.describe_stacks()["Stacks"]):
        # What a run before this one left.
        cfn.delete_stack(StackName=t.stack)
    try:
        s = summary.create_stack(cfn, t.path, t.stack)
    except Exception as e:  # noqa: BLE001
        problems.append(f"create_stack: {e}")
        return
    result.stack_id = s["StackId"]
    if s["StackStatus"] != "CREATE_COMPLETE":
        problems.append(f"{s['StackStatus']}: {s.get('StackStatusReason')}")
        return
    made = {
        r["LogicalResourceId"]: r
        for r in cfn.list_stack_resources(StackName=t.stack)["StackResourceSummaries"]
        if r.get("LogicalResourceId")
    }
    wanted = t.resources()
    for name, r in wanted.items():
        got = made.get(name)
        if got is None:
            problems.append(f"{name} ({r['Type']}) not made")
        elif got["ResourceType"] != r["Type"]:
            problems.append(f"{name} is a {got['ResourceType']}, not {r['Type']}")
        elif not got.get("PhysicalResourceId") and r["Type"] not in summary.NO_ID:
            problems.append(f"{name} ({r['Type']}) has no physical id")
        elif r.get("DeletionPolicy", "Delete") != "Retain" and r["Type"] not in summary.NO_ID:
            result.deletable.append((name, r["Type"], got["PhysicalResourceId"]))
    for name in made:
        if name not in wanted:
            problems.append(f"{name} made, whose condition is false")
    outputs = {o["OutputKey"]: o for o in s.get("Outputs") or []}
    for name, o in t.outputs().items():
        got = outputs.get(name)
        if got is None:
            problems.append(f"output {name} missing")
            continue
        value = str(got.get("OutputValue", ""))
        if not any(f in json.dumps(o["Value"]) for f in UNEVALUATED) and (
            not value or "Fn::" in value or value.startswith("{") or "<moto" in value
        ):
            problems.append(f"output {name} is {value!r}")
    exports = {
        e["Name"] for e in cfn.list_exports()["Exports"] if e["ExportingStackId"] == s["StackId"]
    }
    for name, o in t.outputs().items():
        if "Export" in o:
            want = t.value(o["Export"]["Name"])
            if want is None:
                problems.append(f"check_samples.py cannot tell output {name}'s export name")
            elif want not in exports:
                problems.append(f"export {want} missing")
    pairs = [(r["ResourceType"], r.get("PhysicalResourceId") or "") for r in made.values()]
    try:
        read = summary.summary(session, pairs)
        if verbose:
            for k, o in sorted(outputs.items()):
                print(f"  output {k} = {o.get('OutputValue')}")
            for ty, items in read.items():
                print(f"  {ty}")
                for item in items:
                    print(f"    {json.dumps(item, sort_keys=True, default=str)}")
    except Exception as e:  # noqa: BLE001
        problems.append(f"summary: {type(e).__name__}: {e}")
    result.made = f"{len(made)} resources, {len(outputs)} outputs, {len(exports)} exports"


def delete(session, cfn, result):
    """Delete the stack; note what moto's deletion left that the template does not retain."""
    try:
        cfn.delete_stack(StackName=result.stack_id)
    except Exception as e:  # noqa: BLE001
        result.problems.append(f"delete_stack: {e}")
        return
    # Its status from list_stacks: moto's describe_stacks of a deleted stack works out its
    # outputs again, and so makes again the resources they refer to.
    for _ in range(600):
        status = next(
            (
                s
                for page in cfn.get_paginator("list_stacks").paginate()
                for s in page["StackSummaries"]
                if s["StackId"] == result.stack_id
            ),
            {"StackStatus": "missing"},
        )
        if not status["StackStatus"].endswith("IN_PROGRESS"):
            break
        time.sleep(0.5)
    if status["StackStatus"] != "DELETE_COMPLETE":
        result.problems.append(
            f"delete: {status['StackStatus']}: {status.get('StackStatusReason')}"
        )
        return
    clients = summary.Clients(session)
    for name, ty, physical_id in result.deletable:
        try:
            still = summary.READERS[ty](clients, physical_id)
        except Exception:  # noqa: BLE001
            still = None
        if still:
            result.left.append(name)


def order(path):
    first = 0 if path.name.startswith("export-") else 2 if path.name.startswith("import-") else 1
    return (first, path.name)


# What the corpus as a whole must use: (what, where to look, a test of a template).
def uses(t):
    """Everything template `t` uses of what the corpus must cover."""
    found = set()
    text = t.path.read_text()

    def walk(v):
        if isinstance(v, dict):
            for k, x in v.items():
                if k.startswith("Fn::") or k == "Ref":
                    found.add(k)
                if k == "Fn::Sub":
                    found.add("Fn::Sub " + ("[string, map]" if isinstance(x, list) else "string"))
                if k == "Fn::If" and isinstance(x, list) and {"Ref": "AWS::NoValue"} in x[1:]:
                    found.add("Fn::If with AWS::NoValue")
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    body = t.body
    walk(body.get("Resources"))
    walk(body.get("Outputs"))
    for c in (body.get("Conditions") or {}).values():
        walk(c)
    for p in (body.get("Parameters") or {}).values():
        found.add("parameter type " + p.get("Type", ""))
        found.update("parameter " + k for k in p if k not in ("Type", "Default", "Description", "ConstraintDescription"))
    if body.get("Mappings"):
        found.add("Mappings")
    if body.get("Conditions"):
        found.add("Conditions")
    for r in body["Resources"].values():
        found.update(k for k in ("Condition", "DependsOn") if k in r)
        found.update(f"{k} {r[k]}" for k in ("DeletionPolicy", "UpdateReplacePolicy") if k in r)
    for o in (body.get("Outputs") or {}).values():
        if "Condition" in o:
            found.add("Condition on an output")
        if "Export" in o:
            found.add("Outputs with Export")
    for pseudo in ("Region", "AccountId", "StackName", "Partition", "URLSuffix", "NoValue"):
        if f"AWS::{pseudo}" in text:
            found.add(f"AWS::{pseudo}")
    if re.search(r"!GetAtt [\w]+\.", text):
        found.add("Fn::GetAtt A.B")
    if re.search(r'Fn::GetAtt"?: ?\[', text):
        found.add("Fn::GetAtt [A, B]")
    return found


REQUIRED = [
    *(f"parameter type {t}" for t in (
        "String", "Number", "CommaDelimitedList", "List<Number>", "AWS::EC2::AvailabilityZone::Name")),
    *(f"parameter {k}" for k in (
        "AllowedValues", "AllowedPattern", "MinLength", "MaxLength", "MinValue", "MaxValue", "NoEcho")),
    "Mappings", "Fn::FindInMap", "Conditions", "Fn::Equals", "Fn::And", "Fn::Or", "Fn::Not",
    "Condition", "Condition on an output", "Fn::If", "Fn::If with AWS::NoValue", "Ref",
    "Fn::GetAtt A.B", "Fn::GetAtt [A, B]", "Fn::Sub string", "Fn::Sub [string, map]",
    "Fn::Join", "Fn::Select", "Fn::Split", "Fn::Base64", "Fn::Cidr", "Fn::GetAZs",
    "Fn::ImportValue", "AWS::Region", "AWS::AccountId", "AWS::StackName", "AWS::Partition",
    "AWS::URLSuffix", "AWS::NoValue", "DependsOn", "DeletionPolicy Retain",
    "DeletionPolicy Delete", "DeletionPolicy Snapshot", "UpdateReplacePolicy Retain",
    "UpdateReplacePolicy Delete", "UpdateReplacePolicy Snapshot", "Outputs with Export",
]


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("-")]
    verbose = "-v" in argv
    if not args:
        sys.exit(__doc__)
    endpoint, names = args[0], args[1:]
    session = summary.moto_session(endpoint)
    cfn = summary.Clients(session).cloudformation
    paths = sorted((p for p in SAMPLES.iterdir() if p.suffix in (".yaml", ".json")), key=order)
    if names:
        paths = [p for p in paths if p.name in names or p.stem in names]
    results = []
    exporters = []
    used = set()
    for path in paths:
        t = Template(path)
        used |= uses(t)
        result = Result(path.name)
        results.append(result)
        result.problems += strata_serves(t)
        result.problems += [f"cfn-lint: {f}" for f in lint(t)]
        deploy(session, cfn, t, result, verbose)
        if result.stack_id and path.name.startswith("export-") and not result.problems:
            # Exporters stay until the importers are gone.
            exporters.append(result)
            continue
        if result.stack_id:
            delete(session, cfn, result)
        print(result.line(), flush=True)
    for result in reversed(exporters):
        delete(session, cfn, result)
        print(result.line(), flush=True)
    failed = [r for r in results if r.problems]
    ok = len(results) - len(failed)
    json_count = sum(1 for p in paths if p.suffix == ".json")
    print(f"{ok} of {len(results)} templates pass ({json_count} JSON, {len(results) - json_count} YAML)")
    if not names:
        missing = [f for f in REQUIRED if f not in used]
        print(f"the corpus uses all {len(REQUIRED)} required features" if not missing
              else "the corpus does not use: " + ", ".join(missing))
        failed += missing
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main(sys.argv)
