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


class HttpIntegration(CloudFormationModel):
    # (moto files its models by the service in their module's name.)
    __module__ = "moto.apigatewayv2.strata"

    def __init__(self, region, api, answer):
        self.region, self.api, self.answer = region, api, answer

    @staticmethod
    def cloudformation_type():
        return "AWS::ApiGatewayV2::Integration"

    @property
    def physical_resource_id(self):
        return self.answer["IntegrationId"]

    @classmethod
    def has_cfn_attr(cls, attr):
        return attr == "IntegrationId"

    def get_cfn_attribute(self, attr):
        return self.answer[attr]

    @classmethod
    def create_from_cloudformation_json(cls, resource_name, cloudformation_json, account_id, region_name, **kwargs):
        p = cloudformation_json.get("Properties", {})
        args = given(
            p,
            ["IntegrationType", "IntegrationUri", "IntegrationMethod", "PayloadFormatVersion",
             "Description", "ConnectionType", "TimeoutInMillis", "CredentialsArn"],
        )
        answer = client("apigatewayv2", region_name).create_integration(ApiId=p["ApiId"], **args)
        return cls(region_name, p["ApiId"], answer)

    def delete(self, account_id, region_name):
        client("apigatewayv2", region_name).delete_integration(
            ApiId=self.api, IntegrationId=self.answer["IntegrationId"]
        )


class HttpRoute(CloudFormationModel):
    # (moto files its models by the service in their module's name.)
    __module__ = "moto.apigatewayv2.strata"

    def __init__(self, region, api, answer):
        self.region, self.api, self.answer = region, api, answer

    @staticmethod
    def cloudformation_type():
        return "AWS::ApiGatewayV2::Route"

    @property
    def physical_resource_id(self):
        return self.answer["RouteId"]

    @classmethod
    def has_cfn_attr(cls, attr):
        return attr == "RouteId"

    def get_cfn_attribute(self, attr):
        return self.answer[attr]

    @classmethod
    def create_from_cloudformation_json(cls, resource_name, cloudformation_json, account_id, region_name, **kwargs):
        p = cloudformation_json.get("Properties", {})
        args = given(p, ["Target", "AuthorizationType", "AuthorizerId", "OperationName", "ApiKeyRequired"])
        answer = client("apigatewayv2", region_name).create_route(
            ApiId=p["ApiId"], RouteKey=p["RouteKey"], **args
        )
        return cls(region_name, p["ApiId"], answer)

    def delete(self, account_id, region_name):
        client("apigatewayv2", region_name).delete_route(ApiId=self.api, RouteId=self.answer["RouteId"])


class HttpStage(CloudFormationModel):
    # (moto files its models by the service in their module's name.)
    __module__ = "moto.apigatewayv2.strata"

    def __init__(self, region, api, answer):
        self.region, self.api, self.answer = region, api, answer

    @staticmethod
    def cloudformation_type():
        return "AWS::ApiGatewayV2::Stage"

    @property
    def physical_resource_id(self):
        return self.answer["StageName"]

    @classmethod
    def has_cfn_attr(cls, attr):
        return False

    @classmethod
    def create_from_cloudformation_json(cls, resource_name, cloudformation_json, account_id, region_name, **kwargs):
        p = cloudformation_json.get("Properties", {})
        args = given(p, ["AutoDeploy", "Description", "StageVariables", "DeploymentId"])
        answer = client("apigatewayv2", region_name).create_stage(
            ApiId=p["ApiId"], StageName=p["StageName"], **args
        )
        return cls(region_name, p["ApiId"], answer)

    def delete(self, account_id, region_name):
        client("apigatewayv2", region_name).delete_stage(ApiId=self.api, StageName=self.answer["StageName"])
