"""The items function: PUT /items/{id} stores the body, GET /items/{id} returns it."""

import json
import os

import boto3

table = boto3.resource("dynamodb").Table(os.environ["TABLE"])


def handle(event, context):
    item_id = event["pathParameters"]["id"]
    method = event["requestContext"]["http"]["method"]
    if method == "PUT":
        table.put_item(Item={"id": item_id, "body": event.get("body") or ""})
        return {"statusCode": 204}
    found = table.get_item(Key={"id": item_id}).get("Item")
    if found is None:
        return {"statusCode": 404, "body": json.dumps({"error": f"no item {item_id}"})}
    return {"statusCode": 200, "body": found["body"]}
