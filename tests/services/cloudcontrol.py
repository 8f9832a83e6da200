"""moto server with AWS Cloud Control in front: the local endpoint the tests run against.

moto does not serve Cloud Control (the API through which Strata's AWS provider serves every
registry type it does not implement by hand). This server is moto's own WSGI application, with
the Cloud Control actions (JSON 1.0, `X-Amz-Target: CloudApiService.*`) answered here and every
other request handed to moto unchanged:

- CreateResource, UpdateResource (a JSON Patch, RFC 6902, applied to the resource's model),
  DeleteResource: asynchronous, as Cloud Control's are. Each answers a progress event that is
  IN_PROGRESS; the work runs on a thread of its own through moto's CloudFormation (one stack per
  resource, its template the type and the desired state), and GetResourceRequestStatus follows
  it to SUCCESS or FAILED (with Cloud Control's error codes: AlreadyExists, NotFound,
  InvalidRequest, GeneralServiceException). A ClientToken seen before answers the request it
  started, not a second one (Cloud Control's idempotency).
- GetResource and ListResources: live, through the service's own API, for the types in
  READERS (so that a change made behind Strata's back is read as it is); for the other types
  moto's CloudFormation makes, the model as last written (such a type shows no drift).
- The types served are those moto's CloudFormation makes (with those `cfn_models.py` adds to
  it: the HTTP API's); another is refused with UnsupportedActionException naming it.

For tests only, under /_cloudcontrol/: `hold?match=TEXT` (POST) keeps every request whose
desired state holds TEXT in progress until `release?match=TEXT`; `requests` (GET) lists the
requests received, so that a test can wait for one (a signal, never a timer) and kill the
process that sent it.

Run as moto_server is: `python cloudcontrol.py -H 127.0.0.1 -p PORT`.
"""

import argparse
import copy
import datetime
import hashlib
import json
import os
import threading
import time
import uuid

import boto3
import cfn_models
from botocore.exceptions import ClientError
from moto.cloudformation.parsing import get_model_map
from moto.moto_server.werkzeug_app import (
    DomainDispatcherApplication,
    MotoRequestHandler,
    create_backend_app,
)
from werkzeug.serving import run_simple
from werkzeug.wrappers import Request, Response

PORT = 0
LOCK = threading.Lock()
# RequestToken -> the request (its progress event and what it is for).
REQUESTS: dict = {}
# ClientToken -> RequestToken.
CLIENT_TOKENS: dict = {}
# (account, region, type, identifier) -> {"stack": name, "model": properties}.
RESOURCES: dict = {}
# match text -> threading.Event (set: released).
HOLDS: dict = {}


class Refused(Exception):
    """An error answer of the API itself (HTTP 400): `code`, `message`."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


class Failed(Exception):
    """An operation that failed: its progress event's ErrorCode and StatusMessage."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def now():
    return datetime.datetime.now(datetime.timezone.utc).timestamp()


def caller(request):
    """The caller's access key id and region, from its signature's credential scope."""
    auth = request.headers.get("Authorization", "")
    scope = auth.split("Credential=", 1)[1].split(",", 1)[0] if "Credential=" in auth else ""
    parts = scope.split("/")
    key = parts[0] if parts and parts[0] else "testing"
    region = parts[2] if len(parts) > 2 else "us-east-1"
    return key, region


def client(service, who):
    key, region = who
    return boto3.client(
        service,
        endpoint_url=f"http://127.0.0.1:{PORT}",
        region_name=region,
        aws_access_key_id=key,
        aws_secret_access_key="testing",
    )


def account(who):
    return client("sts", who).get_caller_identity()["Account"]


# --- Live reads, per type: (who, identifier) -> the model, or None when it does not exist;
# (who) -> every identifier.


def read_kinesis_stream(who, name):
    k = client("kinesis", who)
    try:
        s = k.describe_stream_summary(StreamName=name)["StreamDescriptionSummary"]
    except ClientError as e:
        if e.response["Error"]["Code"] == "ResourceNotFoundException":
            return None
        raise
    tags = k.list_tags_for_stream(StreamName=name).get("Tags", [])
    model = {
        "Name": s["StreamName"],
        "Arn": s["StreamARN"],
        "ShardCount": s["OpenShardCount"],
        "RetentionPeriodHours": s["RetentionPeriodHours"],
        "StreamModeDetails": {
            "StreamMode": s.get("StreamModeDetails", {}).get("StreamMode", "PROVISIONED")
        },
    }
    if tags:
        model["Tags"] = [{"Key": t["Key"], "Value": t["Value"]} for t in tags]
    if s.get("EncryptionType") == "KMS":
        model["StreamEncryption"] = {"EncryptionType": "KMS", "KeyId": s.get("KeyId")}
    return model


def list_kinesis_streams(who):
    return client("kinesis", who).list_streams().get("StreamNames", [])


# Type -> (read, list, the read-only properties a read returns).
READERS = {"AWS::Kinesis::Stream": (read_kinesis_stream, list_kinesis_streams, ("Arn",))}


# --- JSON Patch (RFC 6902), as Cloud Control applies one to a resource's model.


def pointer(path):
    if path == "":
        return []
    if not path.startswith("/"):
        raise Refused("ValidationException", f"a JSON Patch path starts with /: {path!r}")
    return [p.replace("~1", "/").replace("~0", "~") for p in path[1:].split("/")]


def walk(doc, parts):
    at = doc
    for p in parts:
        if isinstance(at, list):
            at = at[int(p)]
        elif isinstance(at, dict) and p in at:
            at = at[p]
        else:
            raise Refused("ValidationException", f"the JSON Patch path /{'/'.join(parts)} is not in the model")
    return at


def put(doc, parts, value, replace):
    parent = walk(doc, parts[:-1])
    last = parts[-1]
    if isinstance(parent, list):
        if last == "-":
            parent.append(value)
        elif replace:
            parent[int(last)] = value
        else:
            parent.insert(int(last), value)
    else:
        if replace and last not in parent:
            raise Refused("ValidationException", f"replace of /{'/'.join(parts)}, which is not in the model")
        parent[last] = value


def remove(doc, parts):
    parent = walk(doc, parts[:-1])
    last = parts[-1]
    if isinstance(parent, list):
        return parent.pop(int(last))
    if last not in parent:
        raise Refused("ValidationException", f"remove of /{'/'.join(parts)}, which is not in the model")
    return parent.pop(last)


def apply_patch(model, ops):
    doc = copy.deepcopy(model)
    for op in ops:
        kind, parts = op.get("op"), pointer(op.get("path", ""))
        if not parts:
            raise Refused("ValidationException", "a JSON Patch of the whole model")
        if kind == "add":
            put(doc, parts, op["value"], replace=False)
        elif kind == "replace":
            put(doc, parts, op["value"], replace=True)
        elif kind == "remove":
            remove(doc, parts)
        elif kind in ("move", "copy"):
            source = pointer(op["from"])
            value = remove(doc, source) if kind == "move" else copy.deepcopy(walk(doc, source))
            put(doc, parts, value, replace=False)
        elif kind == "test":
            if walk(doc, parts) != op["value"]:
                raise Refused("ValidationException", f"JSON Patch test of {op['path']} failed")
        else:
            raise Refused("ValidationException", f"unknown JSON Patch op {kind!r}")
    return doc


# --- Operations, through moto's CloudFormation.


def wait_stack(cfn, name):
    while True:
        s = cfn.describe_stacks(StackName=name)["Stacks"][0]
        if not s["StackStatus"].endswith("_IN_PROGRESS"):
            return s
        time.sleep(0.05)


def failure(e):
    text = str(e)
    if isinstance(e, ClientError):
        code = e.response["Error"].get("Code", "")
        text = e.response["Error"].get("Message", text)
        if code in ("ResourceInUseException", "EntityAlreadyExists", "AlreadyExistsException"):
            return Failed("AlreadyExists", text)
        if code in ("ResourceNotFoundException", "NoSuchEntity"):
            return Failed("NotFound", text)
        if code in ("ValidationError", "ValidationException", "InvalidParameterValue"):
            return Failed("InvalidRequest", text)
    if "already exists" in text.lower():
        return Failed("AlreadyExists", text)
    return Failed("GeneralServiceException", text)


def template(ty, model):
    return json.dumps({"Resources": {"Resource": {"Type": ty, "Properties": model}}})


def do_create(who, ty, model, stack):
    cfn = client("cloudformation", who)
    cfn.create_stack(StackName=stack, TemplateBody=template(ty, model))
    s = wait_stack(cfn, stack)
    if s["StackStatus"] != "CREATE_COMPLETE":
        reason = s.get("StackStatusReason", s["StackStatus"])
        cfn.delete_stack(StackName=stack)
        raise Failed("GeneralServiceException", reason)
    made = cfn.describe_stack_resources(StackName=stack)["StackResources"]
    if not made or not made[0].get("PhysicalResourceId"):
        cfn.delete_stack(StackName=stack)
        raise Failed(
            "GeneralServiceException",
            f"moto's CloudFormation made no {ty} (it does not implement that type)",
        )
    identifier = made[0]["PhysicalResourceId"]
    with LOCK:
        RESOURCES[(account(who), who[1], ty, identifier)] = {"stack": stack, "model": model}
    return identifier


def known(who, ty, identifier):
    with LOCK:
        return RESOURCES.get((account(who), who[1], ty, identifier))


def do_update(who, ty, identifier, ops):
    """Apply the patch to the resource as it is (as Cloud Control does), not as last written:
    a property changed behind the endpoint's back is first written into the stack's template
    as it is, so that moto's CloudFormation sees the patch's change as one."""
    record = known(who, ty, identifier)
    live = read(who, ty, identifier)
    if record is None or live is None:
        raise Failed("NotFound", f"{ty} {identifier} does not exist")
    read_only = READERS[ty][2] if ty in READERS else ()
    base = {k: v for k, v in live.items() if k not in read_only}
    cfn = client("cloudformation", who)
    for model in (base, apply_patch(base, ops)):
        if model == record["model"]:
            continue
        cfn.update_stack(StackName=record["stack"], TemplateBody=template(ty, model))
        s = wait_stack(cfn, record["stack"])
        if s["StackStatus"] not in ("UPDATE_COMPLETE", "CREATE_COMPLETE"):
            raise Failed("GeneralServiceException", s.get("StackStatusReason", s["StackStatus"]))
        record["model"] = model
    return identifier


def do_delete(who, ty, identifier):
    record = known(who, ty, identifier)
    if record is None or read(who, ty, identifier) is None:
        raise Failed("NotFound", f"{ty} {identifier} does not exist")
    cfn = client("cloudformation", who)
    cfn.delete_stack(StackName=record["stack"])
    wait_stack_gone(cfn, record["stack"])
    with LOCK:
        RESOURCES.pop((account(who), who[1], ty, identifier), None)
    return identifier


def wait_stack_gone(cfn, name):
    while True:
        try:
            s = cfn.describe_stacks(StackName=name)["Stacks"][0]
        except ClientError:
            return
        if not s["StackStatus"].endswith("_IN_PROGRESS"):
            return
        time.sleep(0.05)


def read(who, ty, identifier):
    """The resource's model as it is, or None when it does not exist."""
    reader = READERS.get(ty)
    if reader is not None:
        live = reader[0](who, identifier)
        return live
    record = known(who, ty, identifier)
    return None if record is None else dict(record["model"])


# --- Requests.


def event(req):
    e = {
        "TypeName": req["TypeName"],
        "RequestToken": req["RequestToken"],
        "Operation": req["Operation"],
        "OperationStatus": req["OperationStatus"],
        "EventTime": req["EventTime"],
    }
    for k in ("Identifier", "ErrorCode", "StatusMessage", "ResourceModel"):
        if req.get(k) is not None:
            e[k] = req[k]
    return e


def hold_for(text):
    with LOCK:
        return [ev for m, ev in HOLDS.items() if m in text]


def start(who, operation, ty, text, work, client_token, identifier=None):
    """Begin an operation on a thread of its own; answer its progress event, in progress."""
    with LOCK:
        if client_token and client_token in CLIENT_TOKENS:
            return event(REQUESTS[CLIENT_TOKENS[client_token]])
        token = str(uuid.uuid4())
        req = {
            "TypeName": ty,
            "RequestToken": token,
            "Operation": operation,
            "OperationStatus": "IN_PROGRESS",
            "EventTime": now(),
            "Identifier": identifier,
            "text": text,
        }
        REQUESTS[token] = req
        if client_token:
            CLIENT_TOKENS[client_token] = token
        answer = event(req)

    def run():
        for held in hold_for(text):
            held.wait()
        try:
            done = work()
            with LOCK:
                req.update(OperationStatus="SUCCESS", Identifier=done, EventTime=now())
        except (Failed, Refused) as e:
            with LOCK:
                req.update(OperationStatus="FAILED", ErrorCode=e.code, StatusMessage=str(e), EventTime=now())
        except Exception as e:  # noqa: BLE001 (any other error fails the operation, not the server)
            f = failure(e)
            with LOCK:
                req.update(OperationStatus="FAILED", ErrorCode=f.code, StatusMessage=str(f), EventTime=now())

    threading.Thread(target=run, daemon=True).start()
    return answer


def served(ty):
    if not isinstance(ty, str) or ty.count("::") != 2:
        raise Refused("ValidationException", f"TypeName {ty!r} is not a CloudFormation type name")
    if ty not in get_model_map():
        raise Refused(
            "UnsupportedActionException",
            f"the local Cloud Control serves the types moto's CloudFormation makes; {ty} is not one",
        )
    return ty


def create_resource(who, body):
    ty = served(body.get("TypeName"))
    text = body.get("DesiredState", "")
    try:
        model = json.loads(text)
    except ValueError as e:
        raise Refused("ValidationException", f"DesiredState is not JSON: {e}") from e
    if not isinstance(model, dict):
        raise Refused("ValidationException", "DesiredState is not a JSON object")
    seed = body.get("ClientToken") or str(uuid.uuid4())
    stack = "cc-" + hashlib.sha256(f"{who}{ty}{seed}".encode()).hexdigest()[:24]
    return {"ProgressEvent": start(who, "CREATE", ty, text, lambda: do_create(who, ty, model, stack), body.get("ClientToken"))}


def recorded(who, body):
    """The type, identifier and record of the resource a request names, which must exist."""
    ty = served(body.get("TypeName"))
    identifier = body.get("Identifier", "")
    record = known(who, ty, identifier)
    if record is None:
        raise Refused("ResourceNotFoundException", f"{ty} {identifier} was not found")
    return ty, identifier, record


def update_resource(who, body):
    try:
        ops = json.loads(body.get("PatchDocument", ""))
    except ValueError as e:
        raise Refused("ValidationException", f"PatchDocument is not JSON: {e}") from e
    if not isinstance(ops, list):
        raise Refused("ValidationException", "PatchDocument is not a JSON array of operations")
    ty, identifier, record = recorded(who, body)
    text = json.dumps(record["model"])
    return {"ProgressEvent": start(who, "UPDATE", ty, text, lambda: do_update(who, ty, identifier, ops), body.get("ClientToken"), identifier)}


def delete_resource(who, body):
    ty, identifier, record = recorded(who, body)
    text = json.dumps(record["model"])
    return {"ProgressEvent": start(who, "DELETE", ty, text, lambda: do_delete(who, ty, identifier), body.get("ClientToken"), identifier)}


def get_resource(who, body):
    ty = served(body.get("TypeName"))
    identifier = body.get("Identifier", "")
    model = read(who, ty, identifier)
    if model is None:
        raise Refused("ResourceNotFoundException", f"{ty} {identifier} was not found")
    return {"TypeName": ty, "ResourceDescription": {"Identifier": identifier, "Properties": json.dumps(model)}}


def list_resources(who, body):
    ty = served(body.get("TypeName"))
    reader = READERS.get(ty)
    if reader is not None:
        ids = reader[1](who)
    else:
        acct = account(who)
        with LOCK:
            ids = [k[3] for k in RESOURCES if k[0] == acct and k[1] == who[1] and k[2] == ty]
    found = []
    for i in ids:
        model = read(who, ty, i)
        if model is not None:
            found.append({"Identifier": i, "Properties": json.dumps(model)})
    return {"TypeName": ty, "ResourceDescriptions": found}


def request_status(who, body):
    with LOCK:
        req = REQUESTS.get(body.get("RequestToken", ""))
        if req is None:
            raise Refused("RequestTokenNotFoundException", f"no request {body.get('RequestToken')!r}")
        return {"ProgressEvent": event(req)}


ACTIONS = {
    "CreateResource": create_resource,
    "UpdateResource": update_resource,
    "DeleteResource": delete_resource,
    "GetResource": get_resource,
    "ListResources": list_resources,
    "GetResourceRequestStatus": request_status,
}


def json_answer(status, body):
    return Response(json.dumps(body), status=status, content_type="application/x-amz-json-1.0")


def cloud_control(request):
    action = request.headers["X-Amz-Target"].split(".", 1)[1]
    handler = ACTIONS.get(action)
    if handler is None:
        return json_answer(400, {"__type": "UnknownOperationException", "Message": f"the local Cloud Control does not serve {action}"})
    try:
        body = json.loads(request.get_data(as_text=True) or "{}")
        return json_answer(200, handler(caller(request), body))
    except Refused as e:
        return json_answer(400, {"__type": f"com.amazonaws.cloudcontrol#{e.code}", "Message": str(e)})
    except ValueError as e:
        return json_answer(400, {"__type": "ValidationException", "Message": str(e)})


def control(request):
    what = request.path.rsplit("/", 1)[1]
    match = request.args.get("match", "")
    if what == "hold" and match:
        with LOCK:
            HOLDS.setdefault(match, threading.Event())
        return Response("held\n")
    if what == "release" and match:
        with LOCK:
            held = HOLDS.pop(match, None)
        if held is not None:
            held.set()
        return Response("released\n")
    if what == "requests":
        with LOCK:
            listed = [dict(event(r), text=r["text"]) for r in REQUESTS.values()]
        return json_answer(200, listed)
    return Response("unknown\n", status=404)


def main():
    global PORT
    parser = argparse.ArgumentParser()
    parser.add_argument("-H", "--host", default="127.0.0.1")
    parser.add_argument("-p", "--port", type=int, required=True)
    args = parser.parse_args()
    PORT = args.port
    cfn_models.PORT[0] = PORT
    os.environ.setdefault("MOTO_PORT", str(PORT))
    moto = DomainDispatcherApplication(create_backend_app)

    def app(environ, start_response):
        request = Request(environ)
        if request.path.startswith("/_cloudcontrol/"):
            return control(request)(environ, start_response)
        if request.headers.get("X-Amz-Target", "").startswith("CloudApiService."):
            return cloud_control(request)(environ, start_response)
        return moto(environ, start_response)

    run_simple(args.host, args.port, app, threaded=True, request_handler=MotoRequestHandler)


if __name__ == "__main__":
    main()
