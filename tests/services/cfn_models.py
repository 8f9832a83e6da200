"""CloudFormation types moto's CloudFormation does not make, made here over moto's own service
API (boto3 against this same server): the HTTP API's four types (API Gateway v2's Api,
Integration, Route and Stage), which examples/serverless compiles to. Imported by
cloudcontrol.py before moto reads its list of types, so moto's CloudFormation (and the local
Cloud Control over it) makes them as it makes its own: create, delete, `Ref` and the
`Fn::GetAtt` attributes the registry declares. Updates replace (moto's default).
"""

import boto3
from moto.core.common_models import CloudFormationModel

# The port of this server, set by cloudcontrol.py before any stack is made.
PORT = [0]


def client(service, region):
    return boto3.client(
        service,
        endpoint_url=f"http://127.0.0.1:{PORT[0]}",
        region_name=region,
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
    )


def given(props, keys):
    """The properties of `props` among `keys`, by the name the API takes (the same)."""
    return {k: props[k] for k in keys if k in props}


class HttpApi(CloudFormationModel):
    # (moto files its models by the service in their module's name.)
    __module__ = "moto.apigatewayv2.strata"

    def __init__(self, region, account, answer):
        self.region, self.account, self.answer = region, account, answer

    @staticmethod
    def cloudformation_type():
        return "AWS::ApiGatewayV2::Api"

    @staticmethod
    def cloudformation_name_type():
        return "Name"

    @property
    def physical_resource_id(self):
        return self.answer["ApiId"]

    @classmethod
    def has_cfn_attr(cls, attr):
        return attr in ("ApiId", "ApiEndpoint", "ExecuteApiArn")

    def get_cfn_attribute(self, attr):
        if attr == "ExecuteApiArn":
            return f"arn:aws:execute-api:{self.region}:{self.account}:{self.answer['ApiId']}"
        return self.answer[attr]

    @classmethod
    def create_from_cloudformation_json(cls, resource_name, cloudformation_json, account_id, region_name, **kwargs):
        p = cloudformation_json.get("Properties", {})
        args = given(
            p,
            ["Description", "RouteSelectionExpression", "ApiKeySelectionExpression",
             "DisableExecuteApiEndpoint", "Version", "CorsConfiguration", "Tags"],
        )
        answer = client("apigatewayv2", region_name).create_api(
            Name=p.get("Name", resource_name), ProtocolType=p.get("ProtocolType", "HTTP"), **args
        )
        return cls(region_name, account_id, answer)

    def delete(self, account_id, region_name):
        client("apigatewayv2", region_name).delete_api(ApiId=self.answer["ApiId"])


class ApiPart:
    """A part of an HTTP API (an integration, route or stage): made and deleted by its API's
    id and its own. Each model says its type, the answer's key that identifies it (and is its
    only attribute, if `ATTRIBUTE`), the call that makes it with the properties it takes
    (`REQUIRED` as they are, `OPTIONAL` when given), and the call that deletes it. A mixin:
    moto finds models among CloudFormationModel's direct subclasses alone."""

    TYPE = KEY = CREATE = DELETE = ""
    ATTRIBUTE = False
    REQUIRED: list = []
    OPTIONAL: list = []

    def __init__(self, region, api, answer):
        self.region, self.api, self.answer = region, api, answer

    @classmethod
    def cloudformation_type(cls):
        return cls.TYPE

    @property
    def physical_resource_id(self):
        return self.answer[self.KEY]

    @classmethod
    def has_cfn_attr(cls, attr):
        return cls.ATTRIBUTE and attr == cls.KEY

    def get_cfn_attribute(self, attr):
        return self.answer[attr]

    @classmethod
    def create_from_cloudformation_json(cls, resource_name, cloudformation_json, account_id, region_name, **kwargs):
        p = cloudformation_json.get("Properties", {})
        args = {k: p[k] for k in cls.REQUIRED}
        args.update(given(p, cls.OPTIONAL))
        answer = getattr(client("apigatewayv2", region_name), cls.CREATE)(ApiId=p["ApiId"], **args)
        return cls(region_name, p["ApiId"], answer)

    def delete(self, account_id, region_name):
        # Deleting an API deletes its parts: one deleted after it is gone already (moto's
        # CloudFormation deletes a stack's resources in an order that varies from one server
        # process to the next, and its answer here is plain text, not an error boto3 parses).
        try:
            getattr(client("apigatewayv2", region_name), self.DELETE)(
                ApiId=self.api, **{self.KEY: self.answer[self.KEY]}
            )
        except Exception as e:
            if "Invalid API identifier" not in str(e) and "NotFound" not in str(e):
                raise


class HttpIntegration(ApiPart, CloudFormationModel):
    # (moto files its models by the service in their module's name.)
    __module__ = "moto.apigatewayv2.strata"
    TYPE, KEY, CREATE, DELETE, ATTRIBUTE = (
        "AWS::ApiGatewayV2::Integration", "IntegrationId", "create_integration", "delete_integration", True)
    OPTIONAL = ["IntegrationType", "IntegrationUri", "IntegrationMethod", "PayloadFormatVersion",
                "Description", "ConnectionType", "TimeoutInMillis", "CredentialsArn"]


class HttpRoute(ApiPart, CloudFormationModel):
    # (moto files its models by the service in their module's name.)
    __module__ = "moto.apigatewayv2.strata"
    TYPE, KEY, CREATE, DELETE, ATTRIBUTE = (
        "AWS::ApiGatewayV2::Route", "RouteId", "create_route", "delete_route", True)
    REQUIRED = ["RouteKey"]
    OPTIONAL = ["Target", "AuthorizationType", "AuthorizerId", "OperationName", "ApiKeyRequired"]


class HttpStage(ApiPart, CloudFormationModel):
    # (moto files its models by the service in their module's name.)
    __module__ = "moto.apigatewayv2.strata"
    TYPE, KEY, CREATE, DELETE = (
        "AWS::ApiGatewayV2::Stage", "StageName", "create_stage", "delete_stage")
    REQUIRED = ["StageName"]
    OPTIONAL = ["AutoDeploy", "Description", "StageVariables", "DeploymentId"]
