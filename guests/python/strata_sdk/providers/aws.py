"""Typed resources of the `aws` provider, generated from its schema by
`strata gen-sdk aws --lang python`: do not edit (a test fails when it drifts)."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, Required, TypedDict, TypeVar, Union

from strata_sdk import Output, Resource

_T = TypeVar("_T")
#: A value, or an Output of one.
Input = Union[_T, Output]


class apigatewayv2:
    """`aws:apigatewayv2:*` resources."""


    class Api(Resource):
        """`aws:apigatewayv2:Api`: The `AWS::ApiGatewayV2::Api` resource creates an API.

        Inputs (keywords):
          api_key_selection_expression (str): An API key selection expression. Default: `"$request.header.x-api-key"`.
          description (str): The description of the API.
          disable_execute_api_endpoint (bool): Specifies whether clients can invoke your API by using the default `execute-api` endpoint. Default: `false`.
          name_ (str): The name of the API.
          protocol_type (str): The API protocol. A change replaces the resource.
          route_selection_expression (str): The route selection expression for the API. Default: `"$request.method $request.path"`.
          tags (Dict[str, str]): 
          version (str): A version identifier for the API.
        """

        _input_keywords = ("api_key_selection_expression", "description", "disable_execute_api_endpoint", "name_", "protocol_type", "route_selection_expression", "tags", "version")

        def __init__(self, name: str, *, api_key_selection_expression: Optional[Input[str]] = None, description: Optional[Input[str]] = None, disable_execute_api_endpoint: Optional[Input[bool]] = None, name_: Optional[Input[str]] = None, protocol_type: Optional[Input[str]] = None, route_selection_expression: Optional[Input[str]] = None, tags: Optional[Input[Dict[str, str]]] = None, version: Optional[Input[str]] = None, **options: Any):
            args = {"ApiKeySelectionExpression": api_key_selection_expression, "Description": description, "DisableExecuteApiEndpoint": disable_execute_api_endpoint, "Name": name_, "ProtocolType": protocol_type, "RouteSelectionExpression": route_selection_expression, "Tags": tags, "Version": version}
            super().__init__("aws:apigatewayv2:Api", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def api_endpoint(self) -> Output:
            """Output `ApiEndpoint` (str)."""
            return self.output("ApiEndpoint")

        @property
        def api_id(self) -> Output:
            """Output `ApiId` (str)."""
            return self.output("ApiId")

        @property
        def execute_api_arn(self) -> Output:
            """Output `ExecuteApiArn` (str)."""
            return self.output("ExecuteApiArn")


    class Integration(Resource):
        """`aws:apigatewayv2:Integration`: Resource Type definition for AWS::ApiGatewayV2::Integration

        Inputs (keywords):
          api_id (str): The API identifier. Required. A change replaces the resource.
          credentials_arn (str): Specifies the credentials required for the integration, if any.
          description (str): The description of the integration.
          integration_method (str): Specifies the integration's HTTP method type.
          integration_type (str): The integration type of an integration. Required.
          integration_uri (str): For a Lambda integration, specify the URI of a Lambda function.
          payload_format_version (str): Specifies the format of the payload sent to an integration.
          timeout_in_millis (int): Custom timeout between 50 and 29000 milliseconds for WebSocket APIs and between 50 and 30000 milliseconds for HTTP APIs. Default: `30000`.
        """

        _input_keywords = ("api_id", "credentials_arn", "description", "integration_method", "integration_type", "integration_uri", "payload_format_version", "timeout_in_millis")

        def __init__(self, name: str, *, api_id: Input[str], credentials_arn: Optional[Input[str]] = None, description: Optional[Input[str]] = None, integration_method: Optional[Input[str]] = None, integration_type: Input[str], integration_uri: Optional[Input[str]] = None, payload_format_version: Optional[Input[str]] = None, timeout_in_millis: Optional[Input[int]] = None, **options: Any):
            args = {"ApiId": api_id, "CredentialsArn": credentials_arn, "Description": description, "IntegrationMethod": integration_method, "IntegrationType": integration_type, "IntegrationUri": integration_uri, "PayloadFormatVersion": payload_format_version, "TimeoutInMillis": timeout_in_millis}
            super().__init__("aws:apigatewayv2:Integration", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def api_id(self) -> Output:
            """Output `ApiId` (str)."""
            return self.output("ApiId")

        @property
        def integration_id(self) -> Output:
            """Output `IntegrationId` (str)."""
            return self.output("IntegrationId")


    class Route(Resource):
        """`aws:apigatewayv2:Route`: The `AWS::ApiGatewayV2::Route` resource creates a route for an API.

        Inputs (keywords):
          api_id (str): The API identifier. Required. A change replaces the resource.
          api_key_required (bool): Specifies whether an API key is required for the route. Default: `false`.
          authorization_type (str): The authorization type for the route. Default: `"NONE"`.
          operation_name (str): The operation name for the route.
          route_key (str): The route key for the route. Required.
          target (str): The target for the route.
        """

        _input_keywords = ("api_id", "api_key_required", "authorization_type", "operation_name", "route_key", "target")

        def __init__(self, name: str, *, api_id: Input[str], api_key_required: Optional[Input[bool]] = None, authorization_type: Optional[Input[str]] = None, operation_name: Optional[Input[str]] = None, route_key: Input[str], target: Optional[Input[str]] = None, **options: Any):
            args = {"ApiId": api_id, "ApiKeyRequired": api_key_required, "AuthorizationType": authorization_type, "OperationName": operation_name, "RouteKey": route_key, "Target": target}
            super().__init__("aws:apigatewayv2:Route", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def api_id(self) -> Output:
            """Output `ApiId` (str)."""
            return self.output("ApiId")

        @property
        def route_id(self) -> Output:
            """Output `RouteId` (str)."""
            return self.output("RouteId")


    class Stage(Resource):
        """`aws:apigatewayv2:Stage`: Resource Type definition for AWS::ApiGatewayV2::Stage

        Inputs (keywords):
          api_id (str): The API identifier. Required. A change replaces the resource.
          auto_deploy (bool): Specifies whether updates to an API automatically trigger a new deployment. Default: `false`.
          description (str): The description for the API stage.
          stage_name (str): The stage name. Required. A change replaces the resource.
          stage_variables (Any): 
          tags (Dict[str, str]): 
        """

        _input_keywords = ("api_id", "auto_deploy", "description", "stage_name", "stage_variables", "tags")

        def __init__(self, name: str, *, api_id: Input[str], auto_deploy: Optional[Input[bool]] = None, description: Optional[Input[str]] = None, stage_name: Input[str], stage_variables: Optional[Input[Any]] = None, tags: Optional[Input[Dict[str, str]]] = None, **options: Any):
            args = {"ApiId": api_id, "AutoDeploy": auto_deploy, "Description": description, "StageName": stage_name, "StageVariables": stage_variables, "Tags": tags}
            super().__init__("aws:apigatewayv2:Stage", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def api_id(self) -> Output:
            """Output `ApiId` (str)."""
            return self.output("ApiId")

        @property
        def stage_name(self) -> Output:
            """Output `StageName` (str)."""
            return self.output("StageName")


class certificatemanager:
    """`aws:certificatemanager:*` resources."""

    #: `Tags[*]` of `aws:certificatemanager:Certificate`.
    CertificateTagsItem = TypedDict("CertificateTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Certificate(Resource):
        """`aws:certificatemanager:Certificate`: Resource Type definition for AWS::CertificateManager::Certificate

        Inputs (keywords):
          domain_name (str): The fully qualified domain name (FQDN), such as www.example.com, with which you want to secure an ACM certificate. Required. A change replaces the resource.
          subject_alternative_names (List[str]): Additional FQDNs to be included in the Subject Alternative Name extension of the ACM certificate. A change replaces the resource.
          tags (List[CertificateTagsItem]): Key-value pairs that can identify the certificate.
          validation_method (str): The method you want to use to validate that you own or control the domain associated with a public certificate.
        """

        _input_keywords = ("domain_name", "subject_alternative_names", "tags", "validation_method")

        def __init__(self, name: str, *, domain_name: Input[str], subject_alternative_names: Optional[Input[List[str]]] = None, tags: Optional[Input[List[certificatemanager.CertificateTagsItem]]] = None, validation_method: Optional[Input[str]] = None, **options: Any):
            args = {"DomainName": domain_name, "SubjectAlternativeNames": subject_alternative_names, "Tags": tags, "ValidationMethod": validation_method}
            super().__init__("aws:certificatemanager:Certificate", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def certificate_arn(self) -> Output:
            """Output `CertificateArn` (str)."""
            return self.output("CertificateArn")


class cloudfront:
    """`aws:cloudfront:*` resources."""

    #: `DistributionConfig.CacheBehaviors[*].ForwardedValues` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigCacheBehaviorsItemForwardedValues = TypedDict("DistributionDistributionConfigCacheBehaviorsItemForwardedValues", {
        "Cookies": Input[Dict[str, Any]],
        "Headers": Input[List[str]],
        "QueryString": Required[Input[bool]],
        "QueryStringCacheKeys": Input[List[str]],
    }, total=False)

    #: `DistributionConfig.CacheBehaviors[*].FunctionAssociations[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigCacheBehaviorsItemFunctionAssociationsItem = TypedDict("DistributionDistributionConfigCacheBehaviorsItemFunctionAssociationsItem", {
        "EventType": Input[str],
        "FunctionARN": Input[str],
    }, total=False)

    #: `DistributionConfig.CacheBehaviors[*].GrpcConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigCacheBehaviorsItemGrpcConfig = TypedDict("DistributionDistributionConfigCacheBehaviorsItemGrpcConfig", {
        "Enabled": Required[Input[bool]],
    }, total=False)

    #: `DistributionConfig.CacheBehaviors[*].LambdaFunctionAssociations[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigCacheBehaviorsItemLambdaFunctionAssociationsItem = TypedDict("DistributionDistributionConfigCacheBehaviorsItemLambdaFunctionAssociationsItem", {
        "EventType": Input[str],
        "IncludeBody": Input[bool],
        "LambdaFunctionARN": Input[str],
    }, total=False)

    #: `DistributionConfig.CacheBehaviors[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigCacheBehaviorsItem = TypedDict("DistributionDistributionConfigCacheBehaviorsItem", {
        "AllowedMethods": Input[List[str]],
        "CachePolicyId": Input[str],
        "CachedMethods": Input[List[str]],
        "Compress": Input[bool],
        "DefaultTTL": Input[float],
        "FieldLevelEncryptionId": Input[str],
        "ForwardedValues": Input[DistributionDistributionConfigCacheBehaviorsItemForwardedValues],
        "FunctionAssociations": Input[List[DistributionDistributionConfigCacheBehaviorsItemFunctionAssociationsItem]],
        "GrpcConfig": Input[DistributionDistributionConfigCacheBehaviorsItemGrpcConfig],
        "LambdaFunctionAssociations": Input[List[DistributionDistributionConfigCacheBehaviorsItemLambdaFunctionAssociationsItem]],
        "MaxTTL": Input[float],
        "MinTTL": Input[float],
        "OriginRequestPolicyId": Input[str],
        "PathPattern": Required[Input[str]],
        "RealtimeLogConfigArn": Input[str],
        "ResponseHeadersPolicyId": Input[str],
        "SmoothStreaming": Input[bool],
        "TargetOriginId": Required[Input[str]],
        "TrustedKeyGroups": Input[List[str]],
        "TrustedSigners": Input[List[str]],
        "ViewerProtocolPolicy": Required[Input[str]],
    }, total=False)

    #: `DistributionConfig.CacheTagConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigCacheTagConfig = TypedDict("DistributionDistributionConfigCacheTagConfig", {
        "HeaderName": Required[Input[str]],
    }, total=False)

    #: `DistributionConfig.ConnectionFunctionAssociation` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigConnectionFunctionAssociation = TypedDict("DistributionDistributionConfigConnectionFunctionAssociation", {
        "Id": Required[Input[str]],
    }, total=False)

    #: The values `DistributionConfig.ConnectionMode` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigConnectionMode = Literal["direct", "tenant-only"]

    #: `DistributionConfig.CustomErrorResponses[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigCustomErrorResponsesItem = TypedDict("DistributionDistributionConfigCustomErrorResponsesItem", {
        "ErrorCachingMinTTL": Input[float],
        "ErrorCode": Required[Input[int]],
        "ResponseCode": Input[int],
        "ResponsePagePath": Input[str],
    }, total=False)

    #: `DistributionConfig.CustomOrigin` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigCustomOrigin = TypedDict("DistributionDistributionConfigCustomOrigin", {
        "DNSName": Required[Input[str]],
        "HTTPPort": Input[int],
        "HTTPSPort": Input[int],
        "OriginProtocolPolicy": Required[Input[str]],
        "OriginSSLProtocols": Required[Input[List[str]]],
    }, total=False)

    #: `DistributionConfig.DefaultCacheBehavior.ForwardedValues.Cookies` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigDefaultCacheBehaviorForwardedValuesCookies = TypedDict("DistributionDistributionConfigDefaultCacheBehaviorForwardedValuesCookies", {
        "Forward": Required[Input[str]],
        "WhitelistedNames": Input[List[str]],
    }, total=False)

    #: `DistributionConfig.DefaultCacheBehavior.ForwardedValues` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigDefaultCacheBehaviorForwardedValues = TypedDict("DistributionDistributionConfigDefaultCacheBehaviorForwardedValues", {
        "Cookies": Input[DistributionDistributionConfigDefaultCacheBehaviorForwardedValuesCookies],
        "Headers": Input[List[str]],
        "QueryString": Required[Input[bool]],
        "QueryStringCacheKeys": Input[List[str]],
    }, total=False)

    #: `DistributionConfig.DefaultCacheBehavior.FunctionAssociations[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigDefaultCacheBehaviorFunctionAssociationsItem = TypedDict("DistributionDistributionConfigDefaultCacheBehaviorFunctionAssociationsItem", {
        "EventType": Input[str],
        "FunctionARN": Input[str],
    }, total=False)

    #: `DistributionConfig.DefaultCacheBehavior.GrpcConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigDefaultCacheBehaviorGrpcConfig = TypedDict("DistributionDistributionConfigDefaultCacheBehaviorGrpcConfig", {
        "Enabled": Required[Input[bool]],
    }, total=False)

    #: `DistributionConfig.DefaultCacheBehavior.LambdaFunctionAssociations[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigDefaultCacheBehaviorLambdaFunctionAssociationsItem = TypedDict("DistributionDistributionConfigDefaultCacheBehaviorLambdaFunctionAssociationsItem", {
        "EventType": Input[str],
        "IncludeBody": Input[bool],
        "LambdaFunctionARN": Input[str],
    }, total=False)

    #: The values `DistributionConfig.DefaultCacheBehavior.ViewerProtocolPolicy` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigDefaultCacheBehaviorViewerProtocolPolicy = Literal["allow-all", "https-only", "redirect-to-https"]

    #: `DistributionConfig.DefaultCacheBehavior` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigDefaultCacheBehavior = TypedDict("DistributionDistributionConfigDefaultCacheBehavior", {
        "AllowedMethods": Input[List[str]],
        "CachePolicyId": Input[str],
        "CachedMethods": Input[List[str]],
        "Compress": Input[bool],
        "DefaultTTL": Input[float],
        "FieldLevelEncryptionId": Input[str],
        "ForwardedValues": Input[DistributionDistributionConfigDefaultCacheBehaviorForwardedValues],
        "FunctionAssociations": Input[List[DistributionDistributionConfigDefaultCacheBehaviorFunctionAssociationsItem]],
        "GrpcConfig": Input[DistributionDistributionConfigDefaultCacheBehaviorGrpcConfig],
        "LambdaFunctionAssociations": Input[List[DistributionDistributionConfigDefaultCacheBehaviorLambdaFunctionAssociationsItem]],
        "MaxTTL": Input[float],
        "MinTTL": Input[float],
        "OriginRequestPolicyId": Input[str],
        "RealtimeLogConfigArn": Input[str],
        "ResponseHeadersPolicyId": Input[str],
        "SmoothStreaming": Input[bool],
        "TargetOriginId": Required[Input[str]],
        "TrustedKeyGroups": Input[List[str]],
        "TrustedSigners": Input[List[str]],
        "ViewerProtocolPolicy": Required[Input[DistributionDistributionConfigDefaultCacheBehaviorViewerProtocolPolicy]],
    }, total=False)

    #: The values `DistributionConfig.HttpVersion` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigHttpVersion = Literal["http1.1", "http2", "http2and3", "http3"]

    #: `DistributionConfig.Logging` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigLogging = TypedDict("DistributionDistributionConfigLogging", {
        "Bucket": Input[str],
        "IncludeCookies": Input[bool],
        "Prefix": Input[str],
    }, total=False)

    #: The values `DistributionConfig.OriginGroups.Items[*].SelectionCriteria` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigOriginGroupsItemsItemSelectionCriteria = Literal["default", "media-quality-based"]

    #: `DistributionConfig.OriginGroups.Items[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigOriginGroupsItemsItem = TypedDict("DistributionDistributionConfigOriginGroupsItemsItem", {
        "FailoverCriteria": Required[Input[Dict[str, Any]]],
        "Id": Required[Input[str]],
        "Members": Required[Input[Dict[str, Any]]],
        "SelectionCriteria": Input[DistributionDistributionConfigOriginGroupsItemsItemSelectionCriteria],
    }, total=False)

    #: `DistributionConfig.OriginGroups` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigOriginGroups = TypedDict("DistributionDistributionConfigOriginGroups", {
        "Items": Input[List[DistributionDistributionConfigOriginGroupsItemsItem]],
        "Quantity": Required[Input[int]],
    }, total=False)

    #: The values `DistributionConfig.Origins[*].CustomOriginConfig.IpAddressType` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigOriginsItemCustomOriginConfigIpAddressType = Literal["ipv4", "ipv6", "dualstack"]

    #: `DistributionConfig.Origins[*].CustomOriginConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigOriginsItemCustomOriginConfig = TypedDict("DistributionDistributionConfigOriginsItemCustomOriginConfig", {
        "HTTPPort": Input[int],
        "HTTPSPort": Input[int],
        "IpAddressType": Input[DistributionDistributionConfigOriginsItemCustomOriginConfigIpAddressType],
        "OriginKeepaliveTimeout": Input[int],
        "OriginMtlsConfig": Input[Dict[str, Any]],
        "OriginProtocolPolicy": Required[Input[str]],
        "OriginReadTimeout": Input[int],
        "OriginSSLProtocols": Input[List[str]],
    }, total=False)

    #: `DistributionConfig.Origins[*].OriginCustomHeaders[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigOriginsItemOriginCustomHeadersItem = TypedDict("DistributionDistributionConfigOriginsItemOriginCustomHeadersItem", {
        "HeaderName": Required[Input[str]],
        "HeaderValue": Required[Input[str]],
    }, total=False)

    #: `DistributionConfig.Origins[*].OriginShield` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigOriginsItemOriginShield = TypedDict("DistributionDistributionConfigOriginsItemOriginShield", {
        "Enabled": Input[bool],
        "OriginShieldRegion": Input[str],
    }, total=False)

    #: `DistributionConfig.Origins[*].S3OriginConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigOriginsItemS3OriginConfig = TypedDict("DistributionDistributionConfigOriginsItemS3OriginConfig", {
        "OriginAccessIdentity": Input[str],
        "OriginReadTimeout": Input[int],
    }, total=False)

    #: `DistributionConfig.Origins[*].VpcOriginConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigOriginsItemVpcOriginConfig = TypedDict("DistributionDistributionConfigOriginsItemVpcOriginConfig", {
        "OriginKeepaliveTimeout": Input[int],
        "OriginReadTimeout": Input[int],
        "OwnerAccountId": Input[str],
        "VpcOriginId": Required[Input[str]],
    }, total=False)

    #: `DistributionConfig.Origins[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigOriginsItem = TypedDict("DistributionDistributionConfigOriginsItem", {
        "ConnectionAttempts": Input[int],
        "ConnectionTimeout": Input[int],
        "CustomOriginConfig": Input[DistributionDistributionConfigOriginsItemCustomOriginConfig],
        "DomainName": Required[Input[str]],
        "Id": Required[Input[str]],
        "OriginAccessControlId": Input[str],
        "OriginCustomHeaders": Input[List[DistributionDistributionConfigOriginsItemOriginCustomHeadersItem]],
        "OriginPath": Input[str],
        "OriginShield": Input[DistributionDistributionConfigOriginsItemOriginShield],
        "ResponseCompletionTimeout": Input[int],
        "S3OriginConfig": Input[DistributionDistributionConfigOriginsItemS3OriginConfig],
        "VpcOriginConfig": Input[DistributionDistributionConfigOriginsItemVpcOriginConfig],
    }, total=False)

    #: The values `DistributionConfig.PriceClass` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigPriceClass = Literal["None", "PriceClass_100", "PriceClass_200", "PriceClass_All"]

    #: The values `DistributionConfig.Restrictions.GeoRestriction.Locations[*]` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigRestrictionsGeoRestrictionLocationsItem = Literal["AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ", "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE", "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF", "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM", "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM", "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA", "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI", "VN", "VU", "WF", "WS", "YE", "YT", "ZA", "ZM", "ZW"]

    #: The values `DistributionConfig.Restrictions.GeoRestriction.RestrictionType` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigRestrictionsGeoRestrictionRestrictionType = Literal["blacklist", "none", "whitelist"]

    #: `DistributionConfig.Restrictions.GeoRestriction` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigRestrictionsGeoRestriction = TypedDict("DistributionDistributionConfigRestrictionsGeoRestriction", {
        "Locations": Input[List[DistributionDistributionConfigRestrictionsGeoRestrictionLocationsItem]],
        "RestrictionType": Required[Input[DistributionDistributionConfigRestrictionsGeoRestrictionRestrictionType]],
    }, total=False)

    #: `DistributionConfig.Restrictions` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigRestrictions = TypedDict("DistributionDistributionConfigRestrictions", {
        "GeoRestriction": Required[Input[DistributionDistributionConfigRestrictionsGeoRestriction]],
    }, total=False)

    #: `DistributionConfig.S3Origin` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigS3Origin = TypedDict("DistributionDistributionConfigS3Origin", {
        "DNSName": Required[Input[str]],
        "OriginAccessIdentity": Input[str],
    }, total=False)

    #: `DistributionConfig.TenantConfig.ParameterDefinitions[*].Definition.StringSchema` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinitionStringSchema = TypedDict("DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinitionStringSchema", {
        "Comment": Input[str],
        "DefaultValue": Input[str],
        "Required": Required[Input[bool]],
    }, total=False)

    #: `DistributionConfig.TenantConfig.ParameterDefinitions[*].Definition` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinition = TypedDict("DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinition", {
        "StringSchema": Input[DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinitionStringSchema],
    }, total=False)

    #: `DistributionConfig.TenantConfig.ParameterDefinitions[*]` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigTenantConfigParameterDefinitionsItem = TypedDict("DistributionDistributionConfigTenantConfigParameterDefinitionsItem", {
        "Definition": Required[Input[DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinition]],
        "Name": Required[Input[str]],
    }, total=False)

    #: `DistributionConfig.TenantConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigTenantConfig = TypedDict("DistributionDistributionConfigTenantConfig", {
        "ParameterDefinitions": Input[List[DistributionDistributionConfigTenantConfigParameterDefinitionsItem]],
    }, total=False)

    #: The values `DistributionConfig.ViewerCertificate.MinimumProtocolVersion` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigViewerCertificateMinimumProtocolVersion = Literal["SSLv3", "TLSv1", "TLSv1.1_2016", "TLSv1.2_2018", "TLSv1.2_2019", "TLSv1.2_2021", "TLSv1.2_2025", "TLSv1.3_2025", "TLSv1_2016"]

    #: The values `DistributionConfig.ViewerCertificate.SslSupportMethod` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigViewerCertificateSslSupportMethod = Literal["sni-only", "static-ip", "vip"]

    #: `DistributionConfig.ViewerCertificate` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigViewerCertificate = TypedDict("DistributionDistributionConfigViewerCertificate", {
        "AcmCertificateArn": Input[str],
        "CloudFrontDefaultCertificate": Input[bool],
        "IamCertificateId": Input[str],
        "MinimumProtocolVersion": Input[DistributionDistributionConfigViewerCertificateMinimumProtocolVersion],
        "SslSupportMethod": Input[DistributionDistributionConfigViewerCertificateSslSupportMethod],
    }, total=False)

    #: The values `DistributionConfig.ViewerMtlsConfig.Mode` of `aws:cloudfront:Distribution` may take.
    DistributionDistributionConfigViewerMtlsConfigMode = Literal["required", "optional", "passthrough"]

    #: `DistributionConfig.ViewerMtlsConfig.TrustStoreConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigViewerMtlsConfigTrustStoreConfig = TypedDict("DistributionDistributionConfigViewerMtlsConfigTrustStoreConfig", {
        "AdvertiseTrustStoreCaNames": Input[bool],
        "IgnoreCertificateExpiry": Input[bool],
        "TrustStoreId": Required[Input[str]],
    }, total=False)

    #: `DistributionConfig.ViewerMtlsConfig` of `aws:cloudfront:Distribution`.
    DistributionDistributionConfigViewerMtlsConfig = TypedDict("DistributionDistributionConfigViewerMtlsConfig", {
        "Mode": Input[DistributionDistributionConfigViewerMtlsConfigMode],
        "TrustStoreConfig": Input[DistributionDistributionConfigViewerMtlsConfigTrustStoreConfig],
    }, total=False)

    #: `DistributionConfig` of `aws:cloudfront:Distribution`. {"Enabled": true, "Comment"?, "DefaultRootObject"?, "Aliases"?: [NAME], "PriceClass"?, "Origins": [{"Id", "DomainName", "OriginPath"?, "CustomOriginConfig"?: {"OriginProtocolPolicy": "http-only" | "https-only" | "match-viewer", "HTTPPort"?, "HTTPSPort"?} | "S3OriginConfig"?: {"OriginAccessIdentity"?}}], "DefaultCacheBehavior": {"TargetOriginId", "ViewerProtocolPolicy": "allow-all" | "redirect-to-https" | "https-only", "CachePolicyId"? (default CachingOptimized), "Compress"?}}
    DistributionDistributionConfig = TypedDict("DistributionDistributionConfig", {
        "Aliases": Input[List[str]],
        "AnycastIpListId": Input[str],
        "CNAMEs": Input[List[str]],
        "CacheBehaviors": Input[List[DistributionDistributionConfigCacheBehaviorsItem]],
        "CacheTagConfig": Input[DistributionDistributionConfigCacheTagConfig],
        "Comment": Input[str],
        "ConnectionFunctionAssociation": Input[DistributionDistributionConfigConnectionFunctionAssociation],
        "ConnectionMode": Input[DistributionDistributionConfigConnectionMode],
        "ContinuousDeploymentPolicyId": Input[str],
        "CustomErrorResponses": Input[List[DistributionDistributionConfigCustomErrorResponsesItem]],
        "CustomOrigin": Input[DistributionDistributionConfigCustomOrigin],
        "DefaultCacheBehavior": Required[Input[DistributionDistributionConfigDefaultCacheBehavior]],
        "DefaultRootObject": Input[str],
        "Enabled": Required[Input[bool]],
        "HttpVersion": Input[DistributionDistributionConfigHttpVersion],
        "IPV6Enabled": Input[bool],
        "Logging": Input[DistributionDistributionConfigLogging],
        "OriginGroups": Input[DistributionDistributionConfigOriginGroups],
        "Origins": Input[List[DistributionDistributionConfigOriginsItem]],
        "PriceClass": Input[DistributionDistributionConfigPriceClass],
        "Restrictions": Input[DistributionDistributionConfigRestrictions],
        "S3Origin": Input[DistributionDistributionConfigS3Origin],
        "Staging": Input[bool],
        "TenantConfig": Input[DistributionDistributionConfigTenantConfig],
        "ViewerCertificate": Input[DistributionDistributionConfigViewerCertificate],
        "ViewerMtlsConfig": Input[DistributionDistributionConfigViewerMtlsConfig],
        "WebACLId": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:cloudfront:Distribution`.
    DistributionTagsItem = TypedDict("DistributionTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Distribution(Resource):
        """`aws:cloudfront:Distribution`: A CloudFront distribution (AWS::CloudFront::Distribution).

        Inputs (keywords):
          caller_reference (str): Strata's: what identifies the distribution's creation, chosen in check from the resource's name (CloudFormation chooses its own). An interrupted create is found by it. A change replaces the resource.
          distribution_config (DistributionDistributionConfig): {"Enabled": true, "Comment"?, "DefaultRootObject"?, "Aliases"?: [NAME], "PriceClass"?, "Origins": [{"Id", "DomainName", "OriginPath"?, "CustomOriginConfig"?: {"OriginProtocolPolicy": "http-only" | "https-only" | "match-viewer", "HTTPPort"?, "HTTPSPort"?} | "S3OriginConfig"?: {"OriginAccessIdentity"?}}], "DefaultCacheBehavior": {"TargetOriginId", "ViewerProtocolPolicy": "allow-all" | "redirect-to-https" | "https-only", "CachePolicyId"? (default CachingOptimized), "Compress"?}}. Required.
          tags (List[DistributionTagsItem]): [{"Key": K, "Value": V}].
        """

        _input_keywords = ("caller_reference", "distribution_config", "tags")

        def __init__(self, name: str, *, caller_reference: Optional[Input[str]] = None, distribution_config: Input[cloudfront.DistributionDistributionConfig], tags: Optional[Input[List[cloudfront.DistributionTagsItem]]] = None, **options: Any):
            args = {"CallerReference": caller_reference, "DistributionConfig": distribution_config, "Tags": tags}
            super().__init__("aws:cloudfront:Distribution", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def domain_name(self) -> Output:
            """Output `DomainName` (str)."""
            return self.output("DomainName")

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")


class cloudwatch:
    """`aws:cloudwatch:*` resources."""

    #: The values `ComparisonOperator` of `aws:cloudwatch:Alarm` may take. The arithmetic operation to use when comparing the specified statistic and threshold.
    AlarmComparisonOperator = Literal["GreaterThanOrEqualToThreshold", "GreaterThanThreshold", "GreaterThanUpperThreshold", "LessThanLowerOrGreaterThanUpperThreshold", "LessThanLowerThreshold", "LessThanOrEqualToThreshold", "LessThanThreshold"]

    #: `Dimensions[*]` of `aws:cloudwatch:Alarm`.
    AlarmDimensionsItem = TypedDict("AlarmDimensionsItem", {
        "Name": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: The values `Statistic` of `aws:cloudwatch:Alarm` may take. The statistic for the metric associated with the alarm, other than percentile.
    AlarmStatistic = Literal["Average", "Maximum", "Minimum", "SampleCount", "Sum"]

    #: `Tags[*]` of `aws:cloudwatch:Alarm`.
    AlarmTagsItem = TypedDict("AlarmTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: The values `TreatMissingData` of `aws:cloudwatch:Alarm` may take. Sets how this alarm is to handle missing data points.
    AlarmTreatMissingData = Literal["breaching", "ignore", "missing", "notBreaching"]

    #: The values `Unit` of `aws:cloudwatch:Alarm` may take. The unit of the metric associated with the alarm.
    AlarmUnit = Literal["Bits", "Bits/Second", "Bytes", "Bytes/Second", "Count", "Count/Second", "Gigabits", "Gigabits/Second", "Gigabytes", "Gigabytes/Second", "Kilobits", "Kilobits/Second", "Kilobytes", "Kilobytes/Second", "Megabits", "Megabits/Second", "Megabytes", "Megabytes/Second", "Microseconds", "Milliseconds", "None", "Percent", "Seconds", "Terabits", "Terabits/Second", "Terabytes", "Terabytes/Second"]


    class Alarm(Resource):
        """`aws:cloudwatch:Alarm`: The `AWS::CloudWatch::Alarm` type specifies an alarm and associates it with the specified metric or metric math expression.

        Inputs (keywords):
          actions_enabled (bool): Indicates whether actions should be executed during any changes to the alarm state. Default: `true`.
          alarm_actions (List[str]): The list of actions to execute when this alarm transitions into an ALARM state from any other state.
          alarm_description (str): The description of the alarm.
          alarm_name (str): The name of the alarm. A change replaces the resource.
          comparison_operator (AlarmComparisonOperator): The arithmetic operation to use when comparing the specified statistic and threshold.
          datapoints_to_alarm (int): The number of datapoints that must be breaching to trigger the alarm.
          dimensions (List[AlarmDimensionsItem]): The dimensions for the metric associated with the alarm.
          evaluation_periods (int): The number of periods over which data is compared to the specified threshold.
          extended_statistic (str): The percentile statistic for the metric associated with the alarm.
          insufficient_data_actions (List[str]): The actions to execute when this alarm transitions to the `INSUFFICIENT_DATA` state from any other state.
          metric_name (str): The name of the metric associated with the alarm.
          namespace (str): The namespace of the metric associated with the alarm.
          ok_actions (List[str]): The actions to execute when this alarm transitions to the `OK` state from any other state.
          period (int): The period, in seconds, over which the statistic is applied.
          statistic (AlarmStatistic): The statistic for the metric associated with the alarm, other than percentile.
          tags (List[AlarmTagsItem]): A list of key-value pairs to associate with the alarm.
          threshold (float): The value to compare with the specified statistic.
          treat_missing_data (AlarmTreatMissingData): Sets how this alarm is to handle missing data points. Default: `"missing"`.
          unit (AlarmUnit): The unit of the metric associated with the alarm.
        """

        _input_keywords = ("actions_enabled", "alarm_actions", "alarm_description", "alarm_name", "comparison_operator", "datapoints_to_alarm", "dimensions", "evaluation_periods", "extended_statistic", "insufficient_data_actions", "metric_name", "namespace", "ok_actions", "period", "statistic", "tags", "threshold", "treat_missing_data", "unit")

        def __init__(self, name: str, *, actions_enabled: Optional[Input[bool]] = None, alarm_actions: Optional[Input[List[str]]] = None, alarm_description: Optional[Input[str]] = None, alarm_name: Optional[Input[str]] = None, comparison_operator: Optional[Input[cloudwatch.AlarmComparisonOperator]] = None, datapoints_to_alarm: Optional[Input[int]] = None, dimensions: Optional[Input[List[cloudwatch.AlarmDimensionsItem]]] = None, evaluation_periods: Optional[Input[int]] = None, extended_statistic: Optional[Input[str]] = None, insufficient_data_actions: Optional[Input[List[str]]] = None, metric_name: Optional[Input[str]] = None, namespace: Optional[Input[str]] = None, ok_actions: Optional[Input[List[str]]] = None, period: Optional[Input[int]] = None, statistic: Optional[Input[cloudwatch.AlarmStatistic]] = None, tags: Optional[Input[List[cloudwatch.AlarmTagsItem]]] = None, threshold: Optional[Input[float]] = None, treat_missing_data: Optional[Input[cloudwatch.AlarmTreatMissingData]] = None, unit: Optional[Input[cloudwatch.AlarmUnit]] = None, **options: Any):
            args = {"ActionsEnabled": actions_enabled, "AlarmActions": alarm_actions, "AlarmDescription": alarm_description, "AlarmName": alarm_name, "ComparisonOperator": comparison_operator, "DatapointsToAlarm": datapoints_to_alarm, "Dimensions": dimensions, "EvaluationPeriods": evaluation_periods, "ExtendedStatistic": extended_statistic, "InsufficientDataActions": insufficient_data_actions, "MetricName": metric_name, "Namespace": namespace, "OKActions": ok_actions, "Period": period, "Statistic": statistic, "Tags": tags, "Threshold": threshold, "TreatMissingData": treat_missing_data, "Unit": unit}
            super().__init__("aws:cloudwatch:Alarm", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def alarm_name(self) -> Output:
            """Output `AlarmName` (str)."""
            return self.output("AlarmName")

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")


class dynamodb:
    """`aws:dynamodb:*` resources."""

    #: `AttributeDefinitions[*]` of `aws:dynamodb:Table`.
    TableAttributeDefinitionsItem = TypedDict("TableAttributeDefinitionsItem", {
        "AttributeName": Required[Input[str]],
        "AttributeType": Required[Input[str]],
    }, total=False)

    #: The values `BillingMode` of `aws:dynamodb:Table` may take. PAY_PER_REQUEST (default) or PROVISIONED
    TableBillingMode = Literal["PAY_PER_REQUEST", "PROVISIONED"]

    #: `GlobalSecondaryIndexes[*].KeySchema[*]` of `aws:dynamodb:Table`.
    TableGlobalSecondaryIndexesItemKeySchemaItem = TypedDict("TableGlobalSecondaryIndexesItemKeySchemaItem", {
        "AttributeName": Required[Input[str]],
        "KeyType": Required[Input[str]],
    }, total=False)

    #: `GlobalSecondaryIndexes[*].Projection` of `aws:dynamodb:Table`.
    TableGlobalSecondaryIndexesItemProjection = TypedDict("TableGlobalSecondaryIndexesItemProjection", {
        "NonKeyAttributes": Input[List[str]],
        "ProjectionType": Input[str],
    }, total=False)

    #: `GlobalSecondaryIndexes[*].ProvisionedThroughput` of `aws:dynamodb:Table`.
    TableGlobalSecondaryIndexesItemProvisionedThroughput = TypedDict("TableGlobalSecondaryIndexesItemProvisionedThroughput", {
        "ReadCapacityUnits": Required[Input[int]],
        "WriteCapacityUnits": Required[Input[int]],
    }, total=False)

    #: `GlobalSecondaryIndexes[*]` of `aws:dynamodb:Table`.
    TableGlobalSecondaryIndexesItem = TypedDict("TableGlobalSecondaryIndexesItem", {
        "IndexName": Required[Input[str]],
        "KeySchema": Input[List[TableGlobalSecondaryIndexesItemKeySchemaItem]],
        "Projection": Input[TableGlobalSecondaryIndexesItemProjection],
        "ProvisionedThroughput": Input[TableGlobalSecondaryIndexesItemProvisionedThroughput],
    }, total=False)

    #: `KeySchema[*]` of `aws:dynamodb:Table`.
    TableKeySchemaItem = TypedDict("TableKeySchemaItem", {
        "AttributeName": Required[Input[str]],
        "KeyType": Required[Input[str]],
    }, total=False)

    #: `ProvisionedThroughput` of `aws:dynamodb:Table`. {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED
    TableProvisionedThroughput = TypedDict("TableProvisionedThroughput", {
        "ReadCapacityUnits": Required[Input[int]],
        "WriteCapacityUnits": Required[Input[int]],
    }, total=False)

    #: The values `StreamSpecification.StreamViewType` of `aws:dynamodb:Table` may take.
    TableStreamSpecificationStreamViewType = Literal["KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"]

    #: `StreamSpecification` of `aws:dynamodb:Table`. {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn)
    TableStreamSpecification = TypedDict("TableStreamSpecification", {
        "StreamViewType": Required[Input[TableStreamSpecificationStreamViewType]],
    }, total=False)

    #: `Tags[*]` of `aws:dynamodb:Table`.
    TableTagsItem = TypedDict("TableTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: `TimeToLiveSpecification` of `aws:dynamodb:Table`. {"AttributeName": N, "Enabled": true}
    TableTimeToLiveSpecification = TypedDict("TableTimeToLiveSpecification", {
        "AttributeName": Input[str],
        "Enabled": Required[Input[bool]],
    }, total=False)


    class Table(Resource):
        """`aws:dynamodb:Table`: A DynamoDB table (AWS::DynamoDB::Table).

        Inputs (keywords):
          attribute_definitions (List[TableAttributeDefinitionsItem]): [{"AttributeName": N, "AttributeType": "S" | "N" | "B"}]. Required.
          billing_mode (TableBillingMode): PAY_PER_REQUEST (default) or PROVISIONED. Default: `"PAY_PER_REQUEST"`.
          global_secondary_indexes (List[TableGlobalSecondaryIndexesItem]): [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again).
          key_schema (List[TableKeySchemaItem]): [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]. Required. A change replaces the resource.
          provisioned_throughput (TableProvisionedThroughput): {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED.
          stream_specification (TableStreamSpecification): {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn).
          table_name (str): By default the resource's name and a suffix. A change replaces the resource.
          tags (List[TableTagsItem]): [{"Key": K, "Value": V}].
          time_to_live_specification (TableTimeToLiveSpecification): {"AttributeName": N, "Enabled": true}.
        """

        _input_keywords = ("attribute_definitions", "billing_mode", "global_secondary_indexes", "key_schema", "provisioned_throughput", "stream_specification", "table_name", "tags", "time_to_live_specification")

        def __init__(self, name: str, *, attribute_definitions: Input[List[dynamodb.TableAttributeDefinitionsItem]], billing_mode: Optional[Input[dynamodb.TableBillingMode]] = None, global_secondary_indexes: Optional[Input[List[dynamodb.TableGlobalSecondaryIndexesItem]]] = None, key_schema: Input[List[dynamodb.TableKeySchemaItem]], provisioned_throughput: Optional[Input[dynamodb.TableProvisionedThroughput]] = None, stream_specification: Optional[Input[dynamodb.TableStreamSpecification]] = None, table_name: Optional[Input[str]] = None, tags: Optional[Input[List[dynamodb.TableTagsItem]]] = None, time_to_live_specification: Optional[Input[dynamodb.TableTimeToLiveSpecification]] = None, **options: Any):
            args = {"AttributeDefinitions": attribute_definitions, "BillingMode": billing_mode, "GlobalSecondaryIndexes": global_secondary_indexes, "KeySchema": key_schema, "ProvisionedThroughput": provisioned_throughput, "StreamSpecification": stream_specification, "TableName": table_name, "Tags": tags, "TimeToLiveSpecification": time_to_live_specification}
            super().__init__("aws:dynamodb:Table", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def stream_arn(self) -> Output:
            """Only with a StreamSpecification (str)."""
            return self.output("StreamArn")

        @property
        def table_name(self) -> Output:
            """Output `TableName` (str)."""
            return self.output("TableName")


class ec2:
    """`aws:ec2:*` resources."""

    #: `Tags[*]` of `aws:ec2:InternetGateway`.
    InternetGatewayTagsItem = TypedDict("InternetGatewayTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class InternetGateway(Resource):
        """`aws:ec2:InternetGateway`: An internet gateway (AWS::EC2::InternetGateway); attach it with aws:ec2:VPCGatewayAttachment.

        Inputs (keywords):
          tags (List[InternetGatewayTagsItem]): [{"Key": K, "Value": V}].
        """

        _input_keywords = ("tags",)

        def __init__(self, name: str, *, tags: Optional[Input[List[ec2.InternetGatewayTagsItem]]] = None, **options: Any):
            args = {"Tags": tags}
            super().__init__("aws:ec2:InternetGateway", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def internet_gateway_id(self) -> Output:
            """Output `InternetGatewayId` (str)."""
            return self.output("InternetGatewayId")


    class Route(Resource):
        """`aws:ec2:Route`: A route in a route table (AWS::EC2::Route), to an internet gateway.

        Inputs (keywords):
          destination_cidr_block (str): Required. A change replaces the resource.
          gateway_id (str): Required.
          route_table_id (str): Required. A change replaces the resource.
        """

        _input_keywords = ("destination_cidr_block", "gateway_id", "route_table_id")

        def __init__(self, name: str, *, destination_cidr_block: Input[str], gateway_id: Input[str], route_table_id: Input[str], **options: Any):
            args = {"DestinationCidrBlock": destination_cidr_block, "GatewayId": gateway_id, "RouteTableId": route_table_id}
            super().__init__("aws:ec2:Route", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def cidr_block(self) -> Output:
            """Its destination (DestinationCidrBlock) (str)."""
            return self.output("CidrBlock")

    #: `Tags[*]` of `aws:ec2:RouteTable`.
    RouteTableTagsItem = TypedDict("RouteTableTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class RouteTable(Resource):
        """`aws:ec2:RouteTable`: A route table of a VPC (AWS::EC2::RouteTable).

        Inputs (keywords):
          tags (List[RouteTableTagsItem]): [{"Key": K, "Value": V}].
          vpc_id (str): Required. A change replaces the resource.
        """

        _input_keywords = ("tags", "vpc_id")

        def __init__(self, name: str, *, tags: Optional[Input[List[ec2.RouteTableTagsItem]]] = None, vpc_id: Input[str], **options: Any):
            args = {"Tags": tags, "VpcId": vpc_id}
            super().__init__("aws:ec2:RouteTable", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def route_table_id(self) -> Output:
            """Output `RouteTableId` (str)."""
            return self.output("RouteTableId")

    #: `SecurityGroupEgress[*]` of `aws:ec2:SecurityGroup`.
    SecurityGroupSecurityGroupEgressItem = TypedDict("SecurityGroupSecurityGroupEgressItem", {
        "CidrIp": Input[str],
        "CidrIpv6": Input[str],
        "Description": Input[str],
        "DestinationPrefixListId": Input[str],
        "DestinationSecurityGroupId": Input[str],
        "FromPort": Input[int],
        "IpProtocol": Required[Input[str]],
        "ToPort": Input[int],
    }, total=False)

    #: `SecurityGroupIngress[*]` of `aws:ec2:SecurityGroup`.
    SecurityGroupSecurityGroupIngressItem = TypedDict("SecurityGroupSecurityGroupIngressItem", {
        "CidrIp": Input[str],
        "CidrIpv6": Input[str],
        "Description": Input[str],
        "FromPort": Input[int],
        "IpProtocol": Required[Input[str]],
        "SourcePrefixListId": Input[str],
        "SourceSecurityGroupId": Input[str],
        "SourceSecurityGroupName": Input[str],
        "SourceSecurityGroupOwnerId": Input[str],
        "ToPort": Input[int],
    }, total=False)

    #: `Tags[*]` of `aws:ec2:SecurityGroup`.
    SecurityGroupTagsItem = TypedDict("SecurityGroupTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class SecurityGroup(Resource):
        """`aws:ec2:SecurityGroup`: A security group (AWS::EC2::SecurityGroup) with ingress and egress rules, changed in place. Without SecurityGroupEgress, egress is AWS's default (all traffic out); with it, exactly the rules given.

        Inputs (keywords):
          group_description (str): Required. A change replaces the resource.
          group_name (str): By default the resource's name and a suffix. A change replaces the resource.
          security_group_egress (List[SecurityGroupSecurityGroupEgressItem]): As SecurityGroupIngress (IpProtocol "-1": all traffic); replaces the default rule, which allows all traffic out.
          security_group_ingress (List[SecurityGroupSecurityGroupIngressItem]): [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}].
          tags (List[SecurityGroupTagsItem]): [{"Key": K, "Value": V}].
          vpc_id (str): A change replaces the resource.
        """

        _input_keywords = ("group_description", "group_name", "security_group_egress", "security_group_ingress", "tags", "vpc_id")

        def __init__(self, name: str, *, group_description: Input[str], group_name: Optional[Input[str]] = None, security_group_egress: Optional[Input[List[ec2.SecurityGroupSecurityGroupEgressItem]]] = None, security_group_ingress: Optional[Input[List[ec2.SecurityGroupSecurityGroupIngressItem]]] = None, tags: Optional[Input[List[ec2.SecurityGroupTagsItem]]] = None, vpc_id: Optional[Input[str]] = None, **options: Any):
            args = {"GroupDescription": group_description, "GroupName": group_name, "SecurityGroupEgress": security_group_egress, "SecurityGroupIngress": security_group_ingress, "Tags": tags, "VpcId": vpc_id}
            super().__init__("aws:ec2:SecurityGroup", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def group_id(self) -> Output:
            """Output `GroupId` (str)."""
            return self.output("GroupId")

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")

    #: `Tags[*]` of `aws:ec2:Subnet`.
    SubnetTagsItem = TypedDict("SubnetTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Subnet(Resource):
        """`aws:ec2:Subnet`: A subnet of a VPC (AWS::EC2::Subnet).

        Inputs (keywords):
          availability_zone (str): A change replaces the resource.
          cidr_block (str): Required. A change replaces the resource.
          map_public_ip_on_launch (bool): 
          tags (List[SubnetTagsItem]): [{"Key": K, "Value": V}].
          vpc_id (str): Required. A change replaces the resource.
        """

        _input_keywords = ("availability_zone", "cidr_block", "map_public_ip_on_launch", "tags", "vpc_id")

        def __init__(self, name: str, *, availability_zone: Optional[Input[str]] = None, cidr_block: Input[str], map_public_ip_on_launch: Optional[Input[bool]] = None, tags: Optional[Input[List[ec2.SubnetTagsItem]]] = None, vpc_id: Input[str], **options: Any):
            args = {"AvailabilityZone": availability_zone, "CidrBlock": cidr_block, "MapPublicIpOnLaunch": map_public_ip_on_launch, "Tags": tags, "VpcId": vpc_id}
            super().__init__("aws:ec2:Subnet", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def availability_zone(self) -> Output:
            """Output `AvailabilityZone` (str)."""
            return self.output("AvailabilityZone")

        @property
        def ipv6_cidr_blocks(self) -> Output:
            """Output `Ipv6CidrBlocks` (List[Any])."""
            return self.output("Ipv6CidrBlocks")

        @property
        def network_acl_association_id(self) -> Output:
            """Output `NetworkAclAssociationId` (str)."""
            return self.output("NetworkAclAssociationId")

        @property
        def subnet_id(self) -> Output:
            """Output `SubnetId` (str)."""
            return self.output("SubnetId")


    class SubnetRouteTableAssociation(Resource):
        """`aws:ec2:SubnetRouteTableAssociation`: A subnet using a route table (AWS::EC2::SubnetRouteTableAssociation).

        Inputs (keywords):
          route_table_id (str): Required. A change replaces the resource.
          subnet_id (str): Required. A change replaces the resource.
        """

        _input_keywords = ("route_table_id", "subnet_id")

        def __init__(self, name: str, *, route_table_id: Input[str], subnet_id: Input[str], **options: Any):
            args = {"RouteTableId": route_table_id, "SubnetId": subnet_id}
            super().__init__("aws:ec2:SubnetRouteTableAssociation", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def association_id(self) -> Output:
            """Output `AssociationId` (str)."""
            return self.output("AssociationId")

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")

    #: `Tags[*]` of `aws:ec2:VPC`.
    VPCTagsItem = TypedDict("VPCTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class VPC(Resource):
        """`aws:ec2:VPC`: A VPC (AWS::EC2::VPC).

        Inputs (keywords):
          cidr_block (str): Required. A change replaces the resource.
          enable_dns_hostnames (bool): Default: `false`.
          enable_dns_support (bool): Default: `true`.
          tags (List[VPCTagsItem]): [{"Key": K, "Value": V}].
        """

        _input_keywords = ("cidr_block", "enable_dns_hostnames", "enable_dns_support", "tags")

        def __init__(self, name: str, *, cidr_block: Input[str], enable_dns_hostnames: Optional[Input[bool]] = None, enable_dns_support: Optional[Input[bool]] = None, tags: Optional[Input[List[ec2.VPCTagsItem]]] = None, **options: Any):
            args = {"CidrBlock": cidr_block, "EnableDnsHostnames": enable_dns_hostnames, "EnableDnsSupport": enable_dns_support, "Tags": tags}
            super().__init__("aws:ec2:VPC", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def cidr_block(self) -> Output:
            """Output `CidrBlock` (str)."""
            return self.output("CidrBlock")

        @property
        def cidr_block_associations(self) -> Output:
            """Output `CidrBlockAssociations` (List[Any])."""
            return self.output("CidrBlockAssociations")

        @property
        def default_network_acl(self) -> Output:
            """Output `DefaultNetworkAcl` (str)."""
            return self.output("DefaultNetworkAcl")

        @property
        def default_security_group(self) -> Output:
            """Output `DefaultSecurityGroup` (str)."""
            return self.output("DefaultSecurityGroup")

        @property
        def ipv6_cidr_blocks(self) -> Output:
            """Output `Ipv6CidrBlocks` (List[Any])."""
            return self.output("Ipv6CidrBlocks")

        @property
        def vpc_id(self) -> Output:
            """Output `VpcId` (str)."""
            return self.output("VpcId")


    class VPCGatewayAttachment(Resource):
        """`aws:ec2:VPCGatewayAttachment`: An internet gateway attached to a VPC (AWS::EC2::VPCGatewayAttachment).

        Inputs (keywords):
          internet_gateway_id (str): Required. A change replaces the resource.
          vpc_id (str): Required. A change replaces the resource.
        """

        _input_keywords = ("internet_gateway_id", "vpc_id")

        def __init__(self, name: str, *, internet_gateway_id: Input[str], vpc_id: Input[str], **options: Any):
            args = {"InternetGatewayId": internet_gateway_id, "VpcId": vpc_id}
            super().__init__("aws:ec2:VPCGatewayAttachment", name, {k: v for k, v in args.items() if v is not None}, **options)


class ecr:
    """`aws:ecr:*` resources."""

    #: `ImageScanningConfiguration` of `aws:ecr:Repository`. The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level.
    RepositoryImageScanningConfiguration = TypedDict("RepositoryImageScanningConfiguration", {
        "ScanOnPush": Input[bool],
    }, total=False)

    #: The values `ImageTagMutability` of `aws:ecr:Repository` may take. The tag mutability setting for the repository.
    RepositoryImageTagMutability = Literal["MUTABLE", "IMMUTABLE", "MUTABLE_WITH_EXCLUSION", "IMMUTABLE_WITH_EXCLUSION"]

    #: `Tags[*]` of `aws:ecr:Repository`.
    RepositoryTagsItem = TypedDict("RepositoryTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Repository(Resource):
        """`aws:ecr:Repository`: The `AWS::ECR::Repository` resource specifies an Amazon Elastic Container Registry (Amazon ECR) repository, where users can push and pull Docker images, Open C…

        Inputs (keywords):
          empty_on_delete (bool): If true, deleting the repository force deletes the contents of the repository.
          image_scanning_configuration (RepositoryImageScanningConfiguration): The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level. Default: `{"ScanOnPush":false}`.
          image_tag_mutability (RepositoryImageTagMutability): The tag mutability setting for the repository. Default: `"MUTABLE"`.
          repository_name (str): The name to use for the repository. A change replaces the resource.
          tags (List[RepositoryTagsItem]): An array of key-value pairs to apply to this resource.
        """

        _input_keywords = ("empty_on_delete", "image_scanning_configuration", "image_tag_mutability", "repository_name", "tags")

        def __init__(self, name: str, *, empty_on_delete: Optional[Input[bool]] = None, image_scanning_configuration: Optional[Input[ecr.RepositoryImageScanningConfiguration]] = None, image_tag_mutability: Optional[Input[ecr.RepositoryImageTagMutability]] = None, repository_name: Optional[Input[str]] = None, tags: Optional[Input[List[ecr.RepositoryTagsItem]]] = None, **options: Any):
            args = {"EmptyOnDelete": empty_on_delete, "ImageScanningConfiguration": image_scanning_configuration, "ImageTagMutability": image_tag_mutability, "RepositoryName": repository_name, "Tags": tags}
            super().__init__("aws:ecr:Repository", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def repository_name(self) -> Output:
            """Output `RepositoryName` (str)."""
            return self.output("RepositoryName")

        @property
        def repository_uri(self) -> Output:
            """Output `RepositoryUri` (str)."""
            return self.output("RepositoryUri")


class ecs:
    """`aws:ecs:*` resources."""

    #: `ClusterSettings[*]` of `aws:ecs:Cluster`.
    ClusterClusterSettingsItem = TypedDict("ClusterClusterSettingsItem", {
        "Name": Input[str],
        "Value": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:ecs:Cluster`.
    ClusterTagsItem = TypedDict("ClusterTagsItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)


    class Cluster(Resource):
        """`aws:ecs:Cluster`: The `AWS::ECS::Cluster` resource creates an Amazon Elastic Container Service (Amazon ECS) cluster.

        Inputs (keywords):
          cluster_name (str): A user-generated string that you use to identify your cluster. A change replaces the resource.
          cluster_settings (List[ClusterClusterSettingsItem]): The settings to use when creating a cluster. Default: `[{"Name":"containerInsights","Value":"disabled"}]`.
          tags (List[ClusterTagsItem]): The metadata that you apply to the cluster to help you categorize and organize them.
        """

        _input_keywords = ("cluster_name", "cluster_settings", "tags")

        def __init__(self, name: str, *, cluster_name: Optional[Input[str]] = None, cluster_settings: Optional[Input[List[ecs.ClusterClusterSettingsItem]]] = None, tags: Optional[Input[List[ecs.ClusterTagsItem]]] = None, **options: Any):
            args = {"ClusterName": cluster_name, "ClusterSettings": cluster_settings, "Tags": tags}
            super().__init__("aws:ecs:Cluster", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def cluster_name(self) -> Output:
            """Output `ClusterName` (str)."""
            return self.output("ClusterName")

    #: The values `LaunchType` of `aws:ecs:Service` may take. The launch type on which to run your service.
    ServiceLaunchType = Literal["EC2", "FARGATE", "EXTERNAL"]

    #: `LoadBalancers[*].AdvancedConfiguration` of `aws:ecs:Service`.
    ServiceLoadBalancersItemAdvancedConfiguration = TypedDict("ServiceLoadBalancersItemAdvancedConfiguration", {
        "AlternateTargetGroupArn": Required[Input[str]],
        "ProductionListenerRule": Input[str],
        "RoleArn": Input[str],
        "TestListenerRule": Input[str],
    }, total=False)

    #: `LoadBalancers[*]` of `aws:ecs:Service`.
    ServiceLoadBalancersItem = TypedDict("ServiceLoadBalancersItem", {
        "AdvancedConfiguration": Input[ServiceLoadBalancersItemAdvancedConfiguration],
        "ContainerName": Input[str],
        "ContainerPort": Input[int],
        "LoadBalancerName": Input[str],
        "TargetGroupArn": Input[str],
    }, total=False)

    #: The values `NetworkConfiguration.AwsvpcConfiguration.AssignPublicIp` of `aws:ecs:Service` may take.
    ServiceNetworkConfigurationAwsvpcConfigurationAssignPublicIp = Literal["DISABLED", "ENABLED"]

    #: `NetworkConfiguration.AwsvpcConfiguration` of `aws:ecs:Service`.
    ServiceNetworkConfigurationAwsvpcConfiguration = TypedDict("ServiceNetworkConfigurationAwsvpcConfiguration", {
        "AssignPublicIp": Input[ServiceNetworkConfigurationAwsvpcConfigurationAssignPublicIp],
        "SecurityGroups": Input[List[str]],
        "Subnets": Input[List[str]],
    }, total=False)

    #: `NetworkConfiguration` of `aws:ecs:Service`. The network configuration for the service.
    ServiceNetworkConfiguration = TypedDict("ServiceNetworkConfiguration", {
        "AwsvpcConfiguration": Input[ServiceNetworkConfigurationAwsvpcConfiguration],
    }, total=False)

    #: `Tags[*]` of `aws:ecs:Service`.
    ServiceTagsItem = TypedDict("ServiceTagsItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)


    class Service(Resource):
        """`aws:ecs:Service`: The `AWS::ECS::Service` resource creates an Amazon Elastic Container Service (Amazon ECS) service that runs and maintains the requested number of tasks and ass…

        Inputs (keywords):
          cluster (str): The short name or full Amazon Resource Name (ARN) of the cluster that you run your service on. A change replaces the resource.
          desired_count (int): The number of instantiations of the specified task definition to place and keep running in your service.
          launch_type (ServiceLaunchType): The launch type on which to run your service. A change replaces the resource.
          load_balancers (List[ServiceLoadBalancersItem]): A list of load balancer objects to associate with the service.
          network_configuration (ServiceNetworkConfiguration): The network configuration for the service.
          service_name (str): The name of your service. A change replaces the resource.
          tags (List[ServiceTagsItem]): The metadata that you apply to the service to help you categorize and organize them.
          task_definition (str): The `family` and `revision` (`family:revision`) or full ARN of the task definition to run in your service.
        """

        _input_keywords = ("cluster", "desired_count", "launch_type", "load_balancers", "network_configuration", "service_name", "tags", "task_definition")

        def __init__(self, name: str, *, cluster: Optional[Input[str]] = None, desired_count: Optional[Input[int]] = None, launch_type: Optional[Input[ecs.ServiceLaunchType]] = None, load_balancers: Optional[Input[List[ecs.ServiceLoadBalancersItem]]] = None, network_configuration: Optional[Input[ecs.ServiceNetworkConfiguration]] = None, service_name: Optional[Input[str]] = None, tags: Optional[Input[List[ecs.ServiceTagsItem]]] = None, task_definition: Optional[Input[str]] = None, **options: Any):
            args = {"Cluster": cluster, "DesiredCount": desired_count, "LaunchType": launch_type, "LoadBalancers": load_balancers, "NetworkConfiguration": network_configuration, "ServiceName": service_name, "Tags": tags, "TaskDefinition": task_definition}
            super().__init__("aws:ecs:Service", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def cluster(self) -> Output:
            """Output `Cluster` (str)."""
            return self.output("Cluster")

        @property
        def name_(self) -> Output:
            """Output `Name` (str)."""
            return self.output("Name")

        @property
        def service_arn(self) -> Output:
            """Output `ServiceArn` (str)."""
            return self.output("ServiceArn")

    #: The values `ContainerDefinitions[*].DependsOn[*].Condition` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemDependsOnItemCondition = Literal["COMPLETE", "HEALTHY", "START", "SUCCESS"]

    #: `ContainerDefinitions[*].DependsOn[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemDependsOnItem = TypedDict("TaskDefinitionContainerDefinitionsItemDependsOnItem", {
        "Condition": Input[TaskDefinitionContainerDefinitionsItemDependsOnItemCondition],
        "ContainerName": Input[str],
    }, total=False)

    #: `ContainerDefinitions[*].Environment[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemEnvironmentItem = TypedDict("TaskDefinitionContainerDefinitionsItemEnvironmentItem", {
        "Name": Input[str],
        "Value": Input[str],
    }, total=False)

    #: The values `ContainerDefinitions[*].EnvironmentFiles[*].Type` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemEnvironmentFilesItemType = Literal["s3"]

    #: `ContainerDefinitions[*].EnvironmentFiles[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemEnvironmentFilesItem = TypedDict("TaskDefinitionContainerDefinitionsItemEnvironmentFilesItem", {
        "Type": Input[TaskDefinitionContainerDefinitionsItemEnvironmentFilesItemType],
        "Value": Input[str],
    }, total=False)

    #: `ContainerDefinitions[*].ExtraHosts[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemExtraHostsItem = TypedDict("TaskDefinitionContainerDefinitionsItemExtraHostsItem", {
        "Hostname": Input[str],
        "IpAddress": Input[str],
    }, total=False)

    #: The values `ContainerDefinitions[*].FirelensConfiguration.Type` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemFirelensConfigurationType = Literal["fluentbit", "fluentd"]

    #: `ContainerDefinitions[*].FirelensConfiguration` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemFirelensConfiguration = TypedDict("TaskDefinitionContainerDefinitionsItemFirelensConfiguration", {
        "Options": Input[Dict[str, str]],
        "Type": Input[TaskDefinitionContainerDefinitionsItemFirelensConfigurationType],
    }, total=False)

    #: `ContainerDefinitions[*].HealthCheck` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemHealthCheck = TypedDict("TaskDefinitionContainerDefinitionsItemHealthCheck", {
        "Command": Input[List[str]],
        "Interval": Input[int],
        "Retries": Input[int],
        "StartPeriod": Input[int],
        "Timeout": Input[int],
    }, total=False)

    #: `ContainerDefinitions[*].LinuxParameters.Capabilities` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemLinuxParametersCapabilities = TypedDict("TaskDefinitionContainerDefinitionsItemLinuxParametersCapabilities", {
        "Add": Input[List[str]],
        "Drop": Input[List[str]],
    }, total=False)

    #: The values `ContainerDefinitions[*].LinuxParameters.Devices[*].Permissions[*]` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItemPermissionsItem = Literal["mknod", "read", "write"]

    #: `ContainerDefinitions[*].LinuxParameters.Devices[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItem = TypedDict("TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItem", {
        "ContainerPath": Input[str],
        "HostPath": Input[str],
        "Permissions": Input[List[TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItemPermissionsItem]],
    }, total=False)

    #: `ContainerDefinitions[*].LinuxParameters.Tmpfs[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemLinuxParametersTmpfsItem = TypedDict("TaskDefinitionContainerDefinitionsItemLinuxParametersTmpfsItem", {
        "ContainerPath": Input[str],
        "MountOptions": Input[List[str]],
        "Size": Required[Input[int]],
    }, total=False)

    #: `ContainerDefinitions[*].LinuxParameters` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemLinuxParameters = TypedDict("TaskDefinitionContainerDefinitionsItemLinuxParameters", {
        "Capabilities": Input[TaskDefinitionContainerDefinitionsItemLinuxParametersCapabilities],
        "Devices": Input[List[TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItem]],
        "InitProcessEnabled": Input[bool],
        "MaxSwap": Input[int],
        "SharedMemorySize": Input[int],
        "Swappiness": Input[int],
        "Tmpfs": Input[List[TaskDefinitionContainerDefinitionsItemLinuxParametersTmpfsItem]],
    }, total=False)

    #: `ContainerDefinitions[*].LogConfiguration.SecretOptions[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemLogConfigurationSecretOptionsItem = TypedDict("TaskDefinitionContainerDefinitionsItemLogConfigurationSecretOptionsItem", {
        "Name": Required[Input[str]],
        "ValueFrom": Required[Input[str]],
    }, total=False)

    #: `ContainerDefinitions[*].LogConfiguration` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemLogConfiguration = TypedDict("TaskDefinitionContainerDefinitionsItemLogConfiguration", {
        "LogDriver": Required[Input[str]],
        "Options": Input[Dict[str, str]],
        "SecretOptions": Input[List[TaskDefinitionContainerDefinitionsItemLogConfigurationSecretOptionsItem]],
    }, total=False)

    #: `ContainerDefinitions[*].MountPoints[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemMountPointsItem = TypedDict("TaskDefinitionContainerDefinitionsItemMountPointsItem", {
        "ContainerPath": Input[str],
        "ReadOnly": Input[bool],
        "SourceVolume": Input[str],
    }, total=False)

    #: The values `ContainerDefinitions[*].PortMappings[*].AppProtocol` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemPortMappingsItemAppProtocol = Literal["http", "http2", "grpc"]

    #: The values `ContainerDefinitions[*].PortMappings[*].Protocol` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemPortMappingsItemProtocol = Literal["tcp", "udp"]

    #: `ContainerDefinitions[*].PortMappings[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemPortMappingsItem = TypedDict("TaskDefinitionContainerDefinitionsItemPortMappingsItem", {
        "AppProtocol": Input[TaskDefinitionContainerDefinitionsItemPortMappingsItemAppProtocol],
        "ContainerPort": Input[int],
        "ContainerPortRange": Input[str],
        "HostPort": Input[int],
        "Name": Input[str],
        "Protocol": Input[TaskDefinitionContainerDefinitionsItemPortMappingsItemProtocol],
    }, total=False)

    #: `ContainerDefinitions[*].RepositoryCredentials` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemRepositoryCredentials = TypedDict("TaskDefinitionContainerDefinitionsItemRepositoryCredentials", {
        "CredentialsParameter": Input[str],
    }, total=False)

    #: `ContainerDefinitions[*].ResourceRequirements[*].SharingStrategy` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemResourceRequirementsItemSharingStrategy = TypedDict("TaskDefinitionContainerDefinitionsItemResourceRequirementsItemSharingStrategy", {
        "NvidiaMps": Required[Input[Dict[str, Any]]],
    }, total=False)

    #: The values `ContainerDefinitions[*].ResourceRequirements[*].Type` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemResourceRequirementsItemType = Literal["GPU", "InferenceAccelerator", "NeuronDevice"]

    #: `ContainerDefinitions[*].ResourceRequirements[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemResourceRequirementsItem = TypedDict("TaskDefinitionContainerDefinitionsItemResourceRequirementsItem", {
        "SharingStrategy": Input[TaskDefinitionContainerDefinitionsItemResourceRequirementsItemSharingStrategy],
        "Type": Required[Input[TaskDefinitionContainerDefinitionsItemResourceRequirementsItemType]],
        "Value": Input[str],
    }, total=False)

    #: `ContainerDefinitions[*].RestartPolicy` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemRestartPolicy = TypedDict("TaskDefinitionContainerDefinitionsItemRestartPolicy", {
        "Enabled": Input[bool],
        "IgnoredExitCodes": Input[List[int]],
        "RestartAttemptPeriod": Input[int],
    }, total=False)

    #: `ContainerDefinitions[*].Secrets[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemSecretsItem = TypedDict("TaskDefinitionContainerDefinitionsItemSecretsItem", {
        "Name": Required[Input[str]],
        "ValueFrom": Required[Input[str]],
    }, total=False)

    #: `ContainerDefinitions[*].SystemControls[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemSystemControlsItem = TypedDict("TaskDefinitionContainerDefinitionsItemSystemControlsItem", {
        "Namespace": Input[str],
        "Value": Input[str],
    }, total=False)

    #: The values `ContainerDefinitions[*].Ulimits[*].Name` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemUlimitsItemName = Literal["core", "cpu", "data", "fsize", "locks", "memlock", "msgqueue", "nice", "nofile", "nproc", "rss", "rtprio", "rttime", "sigpending", "stack"]

    #: `ContainerDefinitions[*].Ulimits[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemUlimitsItem = TypedDict("TaskDefinitionContainerDefinitionsItemUlimitsItem", {
        "HardLimit": Required[Input[int]],
        "Name": Required[Input[TaskDefinitionContainerDefinitionsItemUlimitsItemName]],
        "SoftLimit": Required[Input[int]],
    }, total=False)

    #: The values `ContainerDefinitions[*].VersionConsistency` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionContainerDefinitionsItemVersionConsistency = Literal["enabled", "disabled"]

    #: `ContainerDefinitions[*].VolumesFrom[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItemVolumesFromItem = TypedDict("TaskDefinitionContainerDefinitionsItemVolumesFromItem", {
        "ReadOnly": Input[bool],
        "SourceContainer": Input[str],
    }, total=False)

    #: `ContainerDefinitions[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionContainerDefinitionsItem = TypedDict("TaskDefinitionContainerDefinitionsItem", {
        "Command": Input[List[str]],
        "Cpu": Input[int],
        "CredentialSpecs": Input[List[str]],
        "DependsOn": Input[List[TaskDefinitionContainerDefinitionsItemDependsOnItem]],
        "DisableNetworking": Input[bool],
        "DnsSearchDomains": Input[List[str]],
        "DnsServers": Input[List[str]],
        "DockerLabels": Input[Dict[str, str]],
        "DockerSecurityOptions": Input[List[str]],
        "EntryPoint": Input[List[str]],
        "Environment": Input[List[TaskDefinitionContainerDefinitionsItemEnvironmentItem]],
        "EnvironmentFiles": Input[List[TaskDefinitionContainerDefinitionsItemEnvironmentFilesItem]],
        "Essential": Input[bool],
        "ExtraHosts": Input[List[TaskDefinitionContainerDefinitionsItemExtraHostsItem]],
        "FirelensConfiguration": Input[TaskDefinitionContainerDefinitionsItemFirelensConfiguration],
        "HealthCheck": Input[TaskDefinitionContainerDefinitionsItemHealthCheck],
        "Hostname": Input[str],
        "Image": Required[Input[str]],
        "Interactive": Input[bool],
        "Links": Input[List[str]],
        "LinuxParameters": Input[TaskDefinitionContainerDefinitionsItemLinuxParameters],
        "LogConfiguration": Input[TaskDefinitionContainerDefinitionsItemLogConfiguration],
        "Memory": Input[int],
        "MemoryReservation": Input[int],
        "MountPoints": Input[List[TaskDefinitionContainerDefinitionsItemMountPointsItem]],
        "Name": Required[Input[str]],
        "PortMappings": Input[List[TaskDefinitionContainerDefinitionsItemPortMappingsItem]],
        "Privileged": Input[bool],
        "PseudoTerminal": Input[bool],
        "ReadonlyRootFilesystem": Input[bool],
        "RepositoryCredentials": Input[TaskDefinitionContainerDefinitionsItemRepositoryCredentials],
        "ResourceRequirements": Input[List[TaskDefinitionContainerDefinitionsItemResourceRequirementsItem]],
        "RestartPolicy": Input[TaskDefinitionContainerDefinitionsItemRestartPolicy],
        "Secrets": Input[List[TaskDefinitionContainerDefinitionsItemSecretsItem]],
        "StartTimeout": Input[int],
        "StopTimeout": Input[int],
        "SystemControls": Input[List[TaskDefinitionContainerDefinitionsItemSystemControlsItem]],
        "Ulimits": Input[List[TaskDefinitionContainerDefinitionsItemUlimitsItem]],
        "User": Input[str],
        "VersionConsistency": Input[TaskDefinitionContainerDefinitionsItemVersionConsistency],
        "VolumesFrom": Input[List[TaskDefinitionContainerDefinitionsItemVolumesFromItem]],
        "WorkingDirectory": Input[str],
    }, total=False)

    #: The values `NetworkMode` of `aws:ecs:TaskDefinition` may take. The Docker networking mode to use for the containers in the task.
    TaskDefinitionNetworkMode = Literal["awsvpc", "bridge", "host", "none"]

    #: The values `RequiresCompatibilities[*]` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionRequiresCompatibilitiesItem = Literal["EC2", "EXTERNAL", "FARGATE", "MANAGED_INSTANCES"]

    #: `Tags[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionTagsItem = TypedDict("TaskDefinitionTagsItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)


    class TaskDefinition(Resource):
        """`aws:ecs:TaskDefinition`: Registers a new task definition from the supplied `family` and `containerDefinitions`.

        Inputs (keywords):
          container_definitions (List[TaskDefinitionContainerDefinitionsItem]): A list of container definitions in JSON format that describe the different containers that make up your task. A change replaces the resource.
          cpu (str): The number of `cpu` units used by the task. A change replaces the resource.
          execution_role_arn (str): The Amazon Resource Name (ARN) of the task execution role that grants the Amazon ECS container agent permission to make AWS API calls on your behalf. A change replaces the resource.
          family (str): The name of a family that this task definition is registered to. A change replaces the resource.
          memory (str): The amount (in MiB) of memory used by the task. A change replaces the resource.
          network_mode (TaskDefinitionNetworkMode): The Docker networking mode to use for the containers in the task. A change replaces the resource.
          requires_compatibilities (List[TaskDefinitionRequiresCompatibilitiesItem]): The task launch types the task definition was validated against. A change replaces the resource.
          tags (List[TaskDefinitionTagsItem]): The metadata that you apply to the task definition to help you categorize and organize them.
          task_role_arn (str): The short name or full Amazon Resource Name (ARN) of the IAMlong role that grants containers in the task permission to call AWS APIs on your behalf. A change replaces the resource.
        """

        _input_keywords = ("container_definitions", "cpu", "execution_role_arn", "family", "memory", "network_mode", "requires_compatibilities", "tags", "task_role_arn")

        def __init__(self, name: str, *, container_definitions: Optional[Input[List[ecs.TaskDefinitionContainerDefinitionsItem]]] = None, cpu: Optional[Input[str]] = None, execution_role_arn: Optional[Input[str]] = None, family: Optional[Input[str]] = None, memory: Optional[Input[str]] = None, network_mode: Optional[Input[ecs.TaskDefinitionNetworkMode]] = None, requires_compatibilities: Optional[Input[List[ecs.TaskDefinitionRequiresCompatibilitiesItem]]] = None, tags: Optional[Input[List[ecs.TaskDefinitionTagsItem]]] = None, task_role_arn: Optional[Input[str]] = None, **options: Any):
            args = {"ContainerDefinitions": container_definitions, "Cpu": cpu, "ExecutionRoleArn": execution_role_arn, "Family": family, "Memory": memory, "NetworkMode": network_mode, "RequiresCompatibilities": requires_compatibilities, "Tags": tags, "TaskRoleArn": task_role_arn}
            super().__init__("aws:ecs:TaskDefinition", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def task_definition_arn(self) -> Output:
            """Output `TaskDefinitionArn` (str)."""
            return self.output("TaskDefinitionArn")


class elasticloadbalancingv2:
    """`aws:elasticloadbalancingv2:*` resources."""

    #: The values `DefaultActions[*].AuthenticateCognitoConfig.OnUnauthenticatedRequest` of `aws:elasticloadbalancingv2:Listener` may take.
    ListenerDefaultActionsItemAuthenticateCognitoConfigOnUnauthenticatedRequest = Literal["allow", "authenticate", "deny"]

    #: `DefaultActions[*].AuthenticateCognitoConfig` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemAuthenticateCognitoConfig = TypedDict("ListenerDefaultActionsItemAuthenticateCognitoConfig", {
        "AuthenticationRequestExtraParams": Input[Dict[str, str]],
        "OnUnauthenticatedRequest": Input[ListenerDefaultActionsItemAuthenticateCognitoConfigOnUnauthenticatedRequest],
        "Scope": Input[str],
        "SessionCookieName": Input[str],
        "SessionTimeout": Input[str],
        "UserPoolArn": Required[Input[str]],
        "UserPoolClientId": Required[Input[str]],
        "UserPoolDomain": Required[Input[str]],
    }, total=False)

    #: The values `DefaultActions[*].AuthenticateOidcConfig.OnUnauthenticatedRequest` of `aws:elasticloadbalancingv2:Listener` may take.
    ListenerDefaultActionsItemAuthenticateOidcConfigOnUnauthenticatedRequest = Literal["allow", "authenticate", "deny"]

    #: `DefaultActions[*].AuthenticateOidcConfig` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemAuthenticateOidcConfig = TypedDict("ListenerDefaultActionsItemAuthenticateOidcConfig", {
        "AuthenticationRequestExtraParams": Input[Dict[str, str]],
        "AuthorizationEndpoint": Required[Input[str]],
        "ClientId": Required[Input[str]],
        "ClientSecret": Input[str],
        "Issuer": Required[Input[str]],
        "OnUnauthenticatedRequest": Input[ListenerDefaultActionsItemAuthenticateOidcConfigOnUnauthenticatedRequest],
        "Scope": Input[str],
        "SessionCookieName": Input[str],
        "SessionTimeout": Input[str],
        "TokenEndpoint": Required[Input[str]],
        "UseExistingClientSecret": Input[bool],
        "UserInfoEndpoint": Required[Input[str]],
    }, total=False)

    #: `DefaultActions[*].FixedResponseConfig` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemFixedResponseConfig = TypedDict("ListenerDefaultActionsItemFixedResponseConfig", {
        "ContentType": Input[str],
        "MessageBody": Input[str],
        "StatusCode": Required[Input[str]],
    }, total=False)

    #: `DefaultActions[*].ForwardConfig.TargetGroupStickinessConfig` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemForwardConfigTargetGroupStickinessConfig = TypedDict("ListenerDefaultActionsItemForwardConfigTargetGroupStickinessConfig", {
        "DurationSeconds": Input[int],
        "Enabled": Input[bool],
    }, total=False)

    #: `DefaultActions[*].ForwardConfig.TargetGroups[*]` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemForwardConfigTargetGroupsItem = TypedDict("ListenerDefaultActionsItemForwardConfigTargetGroupsItem", {
        "TargetGroupArn": Input[str],
        "Weight": Input[int],
    }, total=False)

    #: `DefaultActions[*].ForwardConfig` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemForwardConfig = TypedDict("ListenerDefaultActionsItemForwardConfig", {
        "TargetGroupStickinessConfig": Input[ListenerDefaultActionsItemForwardConfigTargetGroupStickinessConfig],
        "TargetGroups": Input[List[ListenerDefaultActionsItemForwardConfigTargetGroupsItem]],
    }, total=False)

    #: The values `DefaultActions[*].JwtValidationConfig.AdditionalClaims[*].Format` of `aws:elasticloadbalancingv2:Listener` may take.
    ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItemFormat = Literal["single-string", "space-separated-values", "string-array"]

    #: `DefaultActions[*].JwtValidationConfig.AdditionalClaims[*]` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItem = TypedDict("ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItem", {
        "Format": Required[Input[ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItemFormat]],
        "Name": Required[Input[str]],
        "Values": Required[Input[List[str]]],
    }, total=False)

    #: `DefaultActions[*].JwtValidationConfig` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemJwtValidationConfig = TypedDict("ListenerDefaultActionsItemJwtValidationConfig", {
        "AdditionalClaims": Input[List[ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItem]],
        "Issuer": Required[Input[str]],
        "JwksEndpoint": Required[Input[str]],
    }, total=False)

    #: The values `DefaultActions[*].RedirectConfig.StatusCode` of `aws:elasticloadbalancingv2:Listener` may take.
    ListenerDefaultActionsItemRedirectConfigStatusCode = Literal["HTTP_301", "HTTP_302"]

    #: `DefaultActions[*].RedirectConfig` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItemRedirectConfig = TypedDict("ListenerDefaultActionsItemRedirectConfig", {
        "Host": Input[str],
        "Path": Input[str],
        "Port": Input[str],
        "Protocol": Input[str],
        "Query": Input[str],
        "StatusCode": Required[Input[ListenerDefaultActionsItemRedirectConfigStatusCode]],
    }, total=False)

    #: The values `DefaultActions[*].Type` of `aws:elasticloadbalancingv2:Listener` may take.
    ListenerDefaultActionsItemType = Literal["authenticate-cognito", "authenticate-oidc", "fixed-response", "forward", "jwt-validation", "redirect"]

    #: `DefaultActions[*]` of `aws:elasticloadbalancingv2:Listener`.
    ListenerDefaultActionsItem = TypedDict("ListenerDefaultActionsItem", {
        "AuthenticateCognitoConfig": Input[ListenerDefaultActionsItemAuthenticateCognitoConfig],
        "AuthenticateOidcConfig": Input[ListenerDefaultActionsItemAuthenticateOidcConfig],
        "FixedResponseConfig": Input[ListenerDefaultActionsItemFixedResponseConfig],
        "ForwardConfig": Input[ListenerDefaultActionsItemForwardConfig],
        "JwtValidationConfig": Input[ListenerDefaultActionsItemJwtValidationConfig],
        "Order": Input[int],
        "RedirectConfig": Input[ListenerDefaultActionsItemRedirectConfig],
        "TargetGroupArn": Input[str],
        "Type": Required[Input[ListenerDefaultActionsItemType]],
    }, total=False)

    #: The values `Protocol` of `aws:elasticloadbalancingv2:Listener` may take. The protocol for connections from clients to the load balancer.
    ListenerProtocol = Literal["GENEVE", "HTTP", "HTTPS", "QUIC", "TCP", "TCP_QUIC", "TCP_UDP", "TLS", "UDP"]


    class Listener(Resource):
        """`aws:elasticloadbalancingv2:Listener`: Specifies a listener for an Application Load Balancer, Network Load Balancer, or Gateway Load Balancer.

        Inputs (keywords):
          default_actions (List[ListenerDefaultActionsItem]): The actions for the default rule. Required.
          load_balancer_arn (str): The Amazon Resource Name (ARN) of the load balancer. Required. A change replaces the resource.
          port (int): The port on which the load balancer is listening.
          protocol (ListenerProtocol): The protocol for connections from clients to the load balancer.
        """

        _input_keywords = ("default_actions", "load_balancer_arn", "port", "protocol")

        def __init__(self, name: str, *, default_actions: Input[List[elasticloadbalancingv2.ListenerDefaultActionsItem]], load_balancer_arn: Input[str], port: Optional[Input[int]] = None, protocol: Optional[Input[elasticloadbalancingv2.ListenerProtocol]] = None, **options: Any):
            args = {"DefaultActions": default_actions, "LoadBalancerArn": load_balancer_arn, "Port": port, "Protocol": protocol}
            super().__init__("aws:elasticloadbalancingv2:Listener", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def listener_arn(self) -> Output:
            """Output `ListenerArn` (str)."""
            return self.output("ListenerArn")

    #: The values `IpAddressType` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The IP address type.
    LoadBalancerIpAddressType = Literal["dualstack", "dualstack-without-public-ipv4", "ipv4"]

    #: The values `Scheme` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The nodes of an Internet-facing load balancer have public IP addresses.
    LoadBalancerScheme = Literal["internal", "internet-facing"]

    #: `Tags[*]` of `aws:elasticloadbalancingv2:LoadBalancer`.
    LoadBalancerTagsItem = TypedDict("LoadBalancerTagsItem", {
        "Key": Required[Input[str]],
        "Value": Input[str],
    }, total=False)

    #: The values `Type` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The type of load balancer.
    LoadBalancerType = Literal["application", "gateway", "network"]


    class LoadBalancer(Resource):
        """`aws:elasticloadbalancingv2:LoadBalancer`: Specifies an Application Load Balancer, a Network Load Balancer, or a Gateway Load Balancer.

        Inputs (keywords):
          ip_address_type (LoadBalancerIpAddressType): The IP address type. Default: `"ipv4"`.
          name_ (str): The name of the load balancer. A change replaces the resource.
          scheme (LoadBalancerScheme): The nodes of an Internet-facing load balancer have public IP addresses. A change replaces the resource. Default: `"internet-facing"`.
          security_groups (List[str]): [Application Load Balancers and Network Load Balancers] The IDs of the security groups for the load balancer.
          subnets (List[str]): The IDs of the subnets.
          tags (List[LoadBalancerTagsItem]): The tags to assign to the load balancer.
          type_ (LoadBalancerType): The type of load balancer. A change replaces the resource. Default: `"application"`.
        """

        _input_keywords = ("ip_address_type", "name_", "scheme", "security_groups", "subnets", "tags", "type_")

        def __init__(self, name: str, *, ip_address_type: Optional[Input[elasticloadbalancingv2.LoadBalancerIpAddressType]] = None, name_: Optional[Input[str]] = None, scheme: Optional[Input[elasticloadbalancingv2.LoadBalancerScheme]] = None, security_groups: Optional[Input[List[str]]] = None, subnets: Optional[Input[List[str]]] = None, tags: Optional[Input[List[elasticloadbalancingv2.LoadBalancerTagsItem]]] = None, type_: Optional[Input[elasticloadbalancingv2.LoadBalancerType]] = None, **options: Any):
            args = {"IpAddressType": ip_address_type, "Name": name_, "Scheme": scheme, "SecurityGroups": security_groups, "Subnets": subnets, "Tags": tags, "Type": type_}
            super().__init__("aws:elasticloadbalancingv2:LoadBalancer", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def canonical_hosted_zone_id(self) -> Output:
            """Output `CanonicalHostedZoneID` (str)."""
            return self.output("CanonicalHostedZoneID")

        @property
        def dns_name(self) -> Output:
            """Output `DNSName` (str)."""
            return self.output("DNSName")

        @property
        def load_balancer_arn(self) -> Output:
            """Output `LoadBalancerArn` (str)."""
            return self.output("LoadBalancerArn")

        @property
        def load_balancer_full_name(self) -> Output:
            """Output `LoadBalancerFullName` (str)."""
            return self.output("LoadBalancerFullName")

        @property
        def load_balancer_name(self) -> Output:
            """Output `LoadBalancerName` (str)."""
            return self.output("LoadBalancerName")

    #: `Matcher` of `aws:elasticloadbalancingv2:TargetGroup`. [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target.
    TargetGroupMatcher = TypedDict("TargetGroupMatcher", {
        "GrpcCode": Input[str],
        "HttpCode": Input[str],
    }, total=False)

    #: The values `Protocol` of `aws:elasticloadbalancingv2:TargetGroup` may take. The protocol to use for routing traffic to the targets.
    TargetGroupProtocol = Literal["GENEVE", "HTTP", "HTTPS", "QUIC", "TCP", "TCP_QUIC", "TCP_UDP", "TLS", "UDP"]

    #: `Tags[*]` of `aws:elasticloadbalancingv2:TargetGroup`.
    TargetGroupTagsItem = TypedDict("TargetGroupTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: The values `TargetType` of `aws:elasticloadbalancingv2:TargetGroup` may take. The type of target that you must specify when registering targets with this target group.
    TargetGroupTargetType = Literal["alb", "instance", "ip", "lambda"]


    class TargetGroup(Resource):
        """`aws:elasticloadbalancingv2:TargetGroup`: Resource Type definition for AWS::ElasticLoadBalancingV2::TargetGroup

        Inputs (keywords):
          health_check_interval_seconds (int): The approximate amount of time, in seconds, between health checks of an individual target.
          health_check_path (str): [HTTP/HTTPS health checks] The destination for health checks on the targets.
          healthy_threshold_count (int): The number of consecutive health checks successes required before considering an unhealthy target healthy.
          matcher (TargetGroupMatcher): [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target.
          name_ (str): The name of the target group. A change replaces the resource.
          port (int): The port on which the targets receive traffic. A change replaces the resource.
          protocol (TargetGroupProtocol): The protocol to use for routing traffic to the targets. A change replaces the resource.
          tags (List[TargetGroupTagsItem]): The tags.
          target_type (TargetGroupTargetType): The type of target that you must specify when registering targets with this target group. A change replaces the resource. Default: `"instance"`.
          vpc_id (str): The identifier of the virtual private cloud (VPC). A change replaces the resource.
        """

        _input_keywords = ("health_check_interval_seconds", "health_check_path", "healthy_threshold_count", "matcher", "name_", "port", "protocol", "tags", "target_type", "vpc_id")

        def __init__(self, name: str, *, health_check_interval_seconds: Optional[Input[int]] = None, health_check_path: Optional[Input[str]] = None, healthy_threshold_count: Optional[Input[int]] = None, matcher: Optional[Input[elasticloadbalancingv2.TargetGroupMatcher]] = None, name_: Optional[Input[str]] = None, port: Optional[Input[int]] = None, protocol: Optional[Input[elasticloadbalancingv2.TargetGroupProtocol]] = None, tags: Optional[Input[List[elasticloadbalancingv2.TargetGroupTagsItem]]] = None, target_type: Optional[Input[elasticloadbalancingv2.TargetGroupTargetType]] = None, vpc_id: Optional[Input[str]] = None, **options: Any):
            args = {"HealthCheckIntervalSeconds": health_check_interval_seconds, "HealthCheckPath": health_check_path, "HealthyThresholdCount": healthy_threshold_count, "Matcher": matcher, "Name": name_, "Port": port, "Protocol": protocol, "Tags": tags, "TargetType": target_type, "VpcId": vpc_id}
            super().__init__("aws:elasticloadbalancingv2:TargetGroup", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def load_balancer_arns(self) -> Output:
            """Output `LoadBalancerArns` (List[Any])."""
            return self.output("LoadBalancerArns")

        @property
        def target_group_arn(self) -> Output:
            """Output `TargetGroupArn` (str)."""
            return self.output("TargetGroupArn")

        @property
        def target_group_full_name(self) -> Output:
            """Output `TargetGroupFullName` (str)."""
            return self.output("TargetGroupFullName")

        @property
        def target_group_name(self) -> Output:
            """Output `TargetGroupName` (str)."""
            return self.output("TargetGroupName")


class events:
    """`aws:events:*` resources."""

    #: The values `State` of `aws:events:Rule` may take. The state of the rule.
    RuleState = Literal["DISABLED", "ENABLED", "ENABLED_WITH_ALL_CLOUDTRAIL_MANAGEMENT_EVENTS"]

    #: `Tags[*]` of `aws:events:Rule`.
    RuleTagsItem = TypedDict("RuleTagsItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)

    #: `Targets[*].AppSyncParameters` of `aws:events:Rule`.
    RuleTargetsItemAppSyncParameters = TypedDict("RuleTargetsItemAppSyncParameters", {
        "GraphQLOperation": Required[Input[str]],
    }, total=False)

    #: `Targets[*].BatchParameters.ArrayProperties` of `aws:events:Rule`.
    RuleTargetsItemBatchParametersArrayProperties = TypedDict("RuleTargetsItemBatchParametersArrayProperties", {
        "Size": Input[int],
    }, total=False)

    #: `Targets[*].BatchParameters.RetryStrategy` of `aws:events:Rule`.
    RuleTargetsItemBatchParametersRetryStrategy = TypedDict("RuleTargetsItemBatchParametersRetryStrategy", {
        "Attempts": Input[int],
    }, total=False)

    #: `Targets[*].BatchParameters` of `aws:events:Rule`.
    RuleTargetsItemBatchParameters = TypedDict("RuleTargetsItemBatchParameters", {
        "ArrayProperties": Input[RuleTargetsItemBatchParametersArrayProperties],
        "JobDefinition": Required[Input[str]],
        "JobName": Required[Input[str]],
        "RetryStrategy": Input[RuleTargetsItemBatchParametersRetryStrategy],
    }, total=False)

    #: `Targets[*].DeadLetterConfig` of `aws:events:Rule`.
    RuleTargetsItemDeadLetterConfig = TypedDict("RuleTargetsItemDeadLetterConfig", {
        "Arn": Input[str],
    }, total=False)

    #: `Targets[*].EcsParameters.CapacityProviderStrategy[*]` of `aws:events:Rule`.
    RuleTargetsItemEcsParametersCapacityProviderStrategyItem = TypedDict("RuleTargetsItemEcsParametersCapacityProviderStrategyItem", {
        "Base": Input[int],
        "CapacityProvider": Required[Input[str]],
        "Weight": Input[int],
    }, total=False)

    #: The values `Targets[*].EcsParameters.LaunchType` of `aws:events:Rule` may take.
    RuleTargetsItemEcsParametersLaunchType = Literal["EC2", "EXTERNAL", "FARGATE"]

    #: `Targets[*].EcsParameters.NetworkConfiguration` of `aws:events:Rule`.
    RuleTargetsItemEcsParametersNetworkConfiguration = TypedDict("RuleTargetsItemEcsParametersNetworkConfiguration", {
        "AwsVpcConfiguration": Input[Dict[str, Any]],
    }, total=False)

    #: The values `Targets[*].EcsParameters.PlacementConstraints[*].Type` of `aws:events:Rule` may take.
    RuleTargetsItemEcsParametersPlacementConstraintsItemType = Literal["distinctInstance", "memberOf"]

    #: `Targets[*].EcsParameters.PlacementConstraints[*]` of `aws:events:Rule`.
    RuleTargetsItemEcsParametersPlacementConstraintsItem = TypedDict("RuleTargetsItemEcsParametersPlacementConstraintsItem", {
        "Expression": Input[str],
        "Type": Input[RuleTargetsItemEcsParametersPlacementConstraintsItemType],
    }, total=False)

    #: `Targets[*].EcsParameters.PlacementStrategies[*]` of `aws:events:Rule`.
    RuleTargetsItemEcsParametersPlacementStrategiesItem = TypedDict("RuleTargetsItemEcsParametersPlacementStrategiesItem", {
        "Field": Input[str],
        "Type": Input[str],
    }, total=False)

    #: The values `Targets[*].EcsParameters.PropagateTags` of `aws:events:Rule` may take.
    RuleTargetsItemEcsParametersPropagateTags = Literal["TASK_DEFINITION"]

    #: `Targets[*].EcsParameters.TagList[*]` of `aws:events:Rule`.
    RuleTargetsItemEcsParametersTagListItem = TypedDict("RuleTargetsItemEcsParametersTagListItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)

    #: `Targets[*].EcsParameters` of `aws:events:Rule`.
    RuleTargetsItemEcsParameters = TypedDict("RuleTargetsItemEcsParameters", {
        "CapacityProviderStrategy": Input[List[RuleTargetsItemEcsParametersCapacityProviderStrategyItem]],
        "EnableECSManagedTags": Input[bool],
        "EnableExecuteCommand": Input[bool],
        "Group": Input[str],
        "LaunchType": Input[RuleTargetsItemEcsParametersLaunchType],
        "NetworkConfiguration": Input[RuleTargetsItemEcsParametersNetworkConfiguration],
        "PlacementConstraints": Input[List[RuleTargetsItemEcsParametersPlacementConstraintsItem]],
        "PlacementStrategies": Input[List[RuleTargetsItemEcsParametersPlacementStrategiesItem]],
        "PlatformVersion": Input[str],
        "PropagateTags": Input[RuleTargetsItemEcsParametersPropagateTags],
        "ReferenceId": Input[str],
        "TagList": Input[List[RuleTargetsItemEcsParametersTagListItem]],
        "TaskCount": Input[int],
        "TaskDefinitionArn": Required[Input[str]],
    }, total=False)

    #: `Targets[*].HttpParameters` of `aws:events:Rule`.
    RuleTargetsItemHttpParameters = TypedDict("RuleTargetsItemHttpParameters", {
        "HeaderParameters": Input[Dict[str, str]],
        "PathParameterValues": Input[List[str]],
        "QueryStringParameters": Input[Dict[str, str]],
    }, total=False)

    #: `Targets[*].InputTransformer` of `aws:events:Rule`.
    RuleTargetsItemInputTransformer = TypedDict("RuleTargetsItemInputTransformer", {
        "InputPathsMap": Input[Dict[str, str]],
        "InputTemplate": Required[Input[str]],
    }, total=False)

    #: `Targets[*].KinesisParameters` of `aws:events:Rule`.
    RuleTargetsItemKinesisParameters = TypedDict("RuleTargetsItemKinesisParameters", {
        "PartitionKeyPath": Required[Input[str]],
    }, total=False)

    #: `Targets[*].RedshiftDataParameters` of `aws:events:Rule`.
    RuleTargetsItemRedshiftDataParameters = TypedDict("RuleTargetsItemRedshiftDataParameters", {
        "Database": Required[Input[str]],
        "DbUser": Input[str],
        "SecretManagerArn": Input[str],
        "Sql": Input[str],
        "Sqls": Input[List[str]],
        "StatementName": Input[str],
        "WithEvent": Input[bool],
    }, total=False)

    #: `Targets[*].RetryPolicy` of `aws:events:Rule`.
    RuleTargetsItemRetryPolicy = TypedDict("RuleTargetsItemRetryPolicy", {
        "MaximumEventAgeInSeconds": Input[int],
        "MaximumRetryAttempts": Input[int],
    }, total=False)

    #: `Targets[*].RunCommandParameters.RunCommandTargets[*]` of `aws:events:Rule`.
    RuleTargetsItemRunCommandParametersRunCommandTargetsItem = TypedDict("RuleTargetsItemRunCommandParametersRunCommandTargetsItem", {
        "Key": Required[Input[str]],
        "Values": Required[Input[List[str]]],
    }, total=False)

    #: `Targets[*].RunCommandParameters` of `aws:events:Rule`.
    RuleTargetsItemRunCommandParameters = TypedDict("RuleTargetsItemRunCommandParameters", {
        "RunCommandTargets": Required[Input[List[RuleTargetsItemRunCommandParametersRunCommandTargetsItem]]],
    }, total=False)

    #: `Targets[*].SageMakerPipelineParameters.PipelineParameterList[*]` of `aws:events:Rule`.
    RuleTargetsItemSageMakerPipelineParametersPipelineParameterListItem = TypedDict("RuleTargetsItemSageMakerPipelineParametersPipelineParameterListItem", {
        "Name": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: `Targets[*].SageMakerPipelineParameters` of `aws:events:Rule`.
    RuleTargetsItemSageMakerPipelineParameters = TypedDict("RuleTargetsItemSageMakerPipelineParameters", {
        "PipelineParameterList": Input[List[RuleTargetsItemSageMakerPipelineParametersPipelineParameterListItem]],
    }, total=False)

    #: `Targets[*].SqsParameters` of `aws:events:Rule`.
    RuleTargetsItemSqsParameters = TypedDict("RuleTargetsItemSqsParameters", {
        "MessageGroupId": Required[Input[str]],
    }, total=False)

    #: `Targets[*]` of `aws:events:Rule`.
    RuleTargetsItem = TypedDict("RuleTargetsItem", {
        "AppSyncParameters": Input[RuleTargetsItemAppSyncParameters],
        "Arn": Required[Input[str]],
        "BatchParameters": Input[RuleTargetsItemBatchParameters],
        "DeadLetterConfig": Input[RuleTargetsItemDeadLetterConfig],
        "EcsParameters": Input[RuleTargetsItemEcsParameters],
        "HttpParameters": Input[RuleTargetsItemHttpParameters],
        "Id": Required[Input[str]],
        "Input": Input[str],
        "InputPath": Input[str],
        "InputTransformer": Input[RuleTargetsItemInputTransformer],
        "KinesisParameters": Input[RuleTargetsItemKinesisParameters],
        "RedshiftDataParameters": Input[RuleTargetsItemRedshiftDataParameters],
        "RetryPolicy": Input[RuleTargetsItemRetryPolicy],
        "RoleArn": Input[str],
        "RunCommandParameters": Input[RuleTargetsItemRunCommandParameters],
        "SageMakerPipelineParameters": Input[RuleTargetsItemSageMakerPipelineParameters],
        "SqsParameters": Input[RuleTargetsItemSqsParameters],
    }, total=False)


    class Rule(Resource):
        """`aws:events:Rule`: Resource Type definition for AWS::Events::Rule

        Inputs (keywords):
          description (str): The description of the rule.
          event_bus_name (str): The name or ARN of the event bus associated with the rule. A change replaces the resource. Default: `"default"`.
          event_pattern (Any): The event pattern of the rule.
          name_ (str): The name of the rule. A change replaces the resource.
          role_arn (str): The Amazon Resource Name (ARN) of the role that is used for target invocation.
          schedule_expression (str): The scheduling expression.
          state (RuleState): The state of the rule. Default: `"ENABLED"`.
          tags (List[RuleTagsItem]): Any tags assigned to the event rule.
          targets (List[RuleTargetsItem]): Adds the specified targets to the specified rule, or updates the targets if they are already associated with the rule.
        """

        _input_keywords = ("description", "event_bus_name", "event_pattern", "name_", "role_arn", "schedule_expression", "state", "tags", "targets")

        def __init__(self, name: str, *, description: Optional[Input[str]] = None, event_bus_name: Optional[Input[str]] = None, event_pattern: Optional[Input[Any]] = None, name_: Optional[Input[str]] = None, role_arn: Optional[Input[str]] = None, schedule_expression: Optional[Input[str]] = None, state: Optional[Input[events.RuleState]] = None, tags: Optional[Input[List[events.RuleTagsItem]]] = None, targets: Optional[Input[List[events.RuleTargetsItem]]] = None, **options: Any):
            args = {"Description": description, "EventBusName": event_bus_name, "EventPattern": event_pattern, "Name": name_, "RoleArn": role_arn, "ScheduleExpression": schedule_expression, "State": state, "Tags": tags, "Targets": targets}
            super().__init__("aws:events:Rule", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")


class iam:
    """`aws:iam:*` resources."""


    class ManagedPolicy(Resource):
        """`aws:iam:ManagedPolicy`: A customer managed IAM policy (AWS::IAM::ManagedPolicy).

        Inputs (keywords):
          description (str): A change replaces the resource.
          managed_policy_name (str): By default the resource's name and a suffix. A change replaces the resource.
          path (str): A change replaces the resource. Default: `"/"`.
          policy_document (Dict[str, Any]): Required.
          roles (List[str]): 
        """

        _input_keywords = ("description", "managed_policy_name", "path", "policy_document", "roles")

        def __init__(self, name: str, *, description: Optional[Input[str]] = None, managed_policy_name: Optional[Input[str]] = None, path: Optional[Input[str]] = None, policy_document: Input[Dict[str, Any]], roles: Optional[Input[List[str]]] = None, **options: Any):
            args = {"Description": description, "ManagedPolicyName": managed_policy_name, "Path": path, "PolicyDocument": policy_document, "Roles": roles}
            super().__init__("aws:iam:ManagedPolicy", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def attachment_count(self) -> Output:
            """Output `AttachmentCount` (int)."""
            return self.output("AttachmentCount")

        @property
        def create_date(self) -> Output:
            """Output `CreateDate` (str)."""
            return self.output("CreateDate")

        @property
        def default_version_id(self) -> Output:
            """Output `DefaultVersionId` (str)."""
            return self.output("DefaultVersionId")

        @property
        def is_attachable(self) -> Output:
            """Output `IsAttachable` (bool)."""
            return self.output("IsAttachable")

        @property
        def permissions_boundary_usage_count(self) -> Output:
            """Output `PermissionsBoundaryUsageCount` (int)."""
            return self.output("PermissionsBoundaryUsageCount")

        @property
        def policy_arn(self) -> Output:
            """Output `PolicyArn` (str)."""
            return self.output("PolicyArn")

        @property
        def policy_id(self) -> Output:
            """Output `PolicyId` (str)."""
            return self.output("PolicyId")

        @property
        def update_date(self) -> Output:
            """Output `UpdateDate` (str)."""
            return self.output("UpdateDate")


    class Policy(Resource):
        """`aws:iam:Policy`: An inline policy put on IAM roles (AWS::IAM::Policy).

        Inputs (keywords):
          policy_document (Dict[str, Any]): Required.
          policy_name (str): Required. A change replaces the resource.
          roles (List[str]): Required.
        """

        _input_keywords = ("policy_document", "policy_name", "roles")

        def __init__(self, name: str, *, policy_document: Input[Dict[str, Any]], policy_name: Input[str], roles: Input[List[str]], **options: Any):
            args = {"PolicyDocument": policy_document, "PolicyName": policy_name, "Roles": roles}
            super().__init__("aws:iam:Policy", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")

        @property
        def policy_name(self) -> Output:
            """Output `PolicyName` (str)."""
            return self.output("PolicyName")

    #: `Tags[*]` of `aws:iam:Role`.
    RoleTagsItem = TypedDict("RoleTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Role(Resource):
        """`aws:iam:Role`: An IAM role (AWS::IAM::Role).

        Inputs (keywords):
          assume_role_policy_document (Dict[str, Any]): Required.
          description (str): 
          managed_policy_arns (List[str]): 
          max_session_duration (int): 
          path (str): A change replaces the resource. Default: `"/"`.
          role_name (str): By default the resource's name and a suffix. A change replaces the resource.
          tags (List[RoleTagsItem]): [{"Key": K, "Value": V}].
          force_detach_policies (bool): Strata's own (Terraform's force_detach_policies): deleting the role first detaches every managed policy, deletes every inline policy and leaves every instance profile, whoever put them there. Without it, a role given policies outside Strata is not deleted. Set it with an `up` before the destroy. Default: `false`.
        """

        _input_keywords = ("assume_role_policy_document", "description", "managed_policy_arns", "max_session_duration", "path", "role_name", "tags", "force_detach_policies")

        def __init__(self, name: str, *, assume_role_policy_document: Input[Dict[str, Any]], description: Optional[Input[str]] = None, managed_policy_arns: Optional[Input[List[str]]] = None, max_session_duration: Optional[Input[int]] = None, path: Optional[Input[str]] = None, role_name: Optional[Input[str]] = None, tags: Optional[Input[List[iam.RoleTagsItem]]] = None, force_detach_policies: Optional[Input[bool]] = None, **options: Any):
            args = {"AssumeRolePolicyDocument": assume_role_policy_document, "Description": description, "ManagedPolicyArns": managed_policy_arns, "MaxSessionDuration": max_session_duration, "Path": path, "RoleName": role_name, "Tags": tags, "forceDetachPolicies": force_detach_policies}
            super().__init__("aws:iam:Role", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def role_id(self) -> Output:
            """Output `RoleId` (str)."""
            return self.output("RoleId")

        @property
        def role_name(self) -> Output:
            """Output `RoleName` (str)."""
            return self.output("RoleName")


class kms:
    """`aws:kms:*` resources."""


    class Alias(Resource):
        """`aws:kms:Alias`: The `AWS::KMS::Alias` resource specifies a display name for a [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys).

        Inputs (keywords):
          alias_name (str): Specifies the alias name. Required. A change replaces the resource.
          target_key_id (str): Associates the alias with the specified [](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#customer-cmk). Required.
        """

        _input_keywords = ("alias_name", "target_key_id")

        def __init__(self, name: str, *, alias_name: Input[str], target_key_id: Input[str], **options: Any):
            args = {"AliasName": alias_name, "TargetKeyId": target_key_id}
            super().__init__("aws:kms:Alias", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def alias_name(self) -> Output:
            """Output `AliasName` (str)."""
            return self.output("AliasName")

    #: The values `KeySpec` of `aws:kms:Key` may take. Specifies the type of KMS key to create.
    KeyKeySpec = Literal["SYMMETRIC_DEFAULT", "RSA_2048", "RSA_3072", "RSA_4096", "ECC_NIST_P256", "ECC_NIST_P384", "ECC_NIST_P521", "ECC_SECG_P256K1", "HMAC_224", "HMAC_256", "HMAC_384", "HMAC_512", "SM2", "ML_DSA_44", "ML_DSA_65", "ML_DSA_87", "ECC_NIST_EDWARDS25519"]

    #: The values `KeyUsage` of `aws:kms:Key` may take. Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t…
    KeyKeyUsage = Literal["ENCRYPT_DECRYPT", "SIGN_VERIFY", "GENERATE_VERIFY_MAC", "KEY_AGREEMENT"]

    #: `Tags[*]` of `aws:kms:Key`.
    KeyTagsItem = TypedDict("KeyTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Key(Resource):
        """`aws:kms:Key`: The `AWS::KMS::Key` resource specifies an [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys) in KMSlong.

        Inputs (keywords):
          description (str): A description of the KMS key.
          enable_key_rotation (bool): Enables automatic rotation of the key material for the specified KMS key. Default: `false`.
          enabled (bool): Specifies whether the KMS key is enabled. Default: `true`.
          key_policy (Any): The key policy to attach to the KMS key.
          key_spec (KeyKeySpec): Specifies the type of KMS key to create. A change replaces the resource. Default: `"SYMMETRIC_DEFAULT"`.
          key_usage (KeyKeyUsage): Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t…. A change replaces the resource. Default: `"ENCRYPT_DECRYPT"`.
          pending_window_in_days (int): Specifies the number of days in the waiting period before KMS deletes a KMS key that has been removed from a CloudFormation stack.
          tags (List[KeyTagsItem]): Assigns one or more tags to the replica key.
        """

        _input_keywords = ("description", "enable_key_rotation", "enabled", "key_policy", "key_spec", "key_usage", "pending_window_in_days", "tags")

        def __init__(self, name: str, *, description: Optional[Input[str]] = None, enable_key_rotation: Optional[Input[bool]] = None, enabled: Optional[Input[bool]] = None, key_policy: Optional[Input[Any]] = None, key_spec: Optional[Input[kms.KeyKeySpec]] = None, key_usage: Optional[Input[kms.KeyKeyUsage]] = None, pending_window_in_days: Optional[Input[int]] = None, tags: Optional[Input[List[kms.KeyTagsItem]]] = None, **options: Any):
            args = {"Description": description, "EnableKeyRotation": enable_key_rotation, "Enabled": enabled, "KeyPolicy": key_policy, "KeySpec": key_spec, "KeyUsage": key_usage, "PendingWindowInDays": pending_window_in_days, "Tags": tags}
            super().__init__("aws:kms:Key", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def key_id(self) -> Output:
            """Output `KeyId` (str)."""
            return self.output("KeyId")


class lambda_:
    """`aws:lambda:*` resources."""


    class EventSourceMapping(Resource):
        """`aws:lambda:EventSourceMapping`: The `AWS::Lambda::EventSourceMapping` resource creates a mapping between an event source and an LAMlong function.

        Inputs (keywords):
          batch_size (int): The maximum number of records in each batch that Lambda pulls from your stream or queue and sends to your function.
          enabled (bool): When true, the event source mapping is active. Default: `true`.
          event_source_arn (str): The Amazon Resource Name (ARN) of the event source. A change replaces the resource.
          function_name (str): The name or ARN of the Lambda function. Required.
          maximum_batching_window_in_seconds (int): The maximum amount of time, in seconds, that Lambda spends gathering records before invoking the function.
          starting_position (str): The position in a stream from which to start reading. A change replaces the resource.
        """

        _input_keywords = ("batch_size", "enabled", "event_source_arn", "function_name", "maximum_batching_window_in_seconds", "starting_position")

        def __init__(self, name: str, *, batch_size: Optional[Input[int]] = None, enabled: Optional[Input[bool]] = None, event_source_arn: Optional[Input[str]] = None, function_name: Input[str], maximum_batching_window_in_seconds: Optional[Input[int]] = None, starting_position: Optional[Input[str]] = None, **options: Any):
            args = {"BatchSize": batch_size, "Enabled": enabled, "EventSourceArn": event_source_arn, "FunctionName": function_name, "MaximumBatchingWindowInSeconds": maximum_batching_window_in_seconds, "StartingPosition": starting_position}
            super().__init__("aws:lambda:EventSourceMapping", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def event_source_mapping_arn(self) -> Output:
            """Output `EventSourceMappingArn` (str)."""
            return self.output("EventSourceMappingArn")

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")

    #: The values `Architectures[*]` of `aws:lambda:Function` may take.
    FunctionArchitecturesItem = Literal["x86_64", "arm64"]

    #: The values `Code.S3ObjectStorageMode` of `aws:lambda:Function` may take.
    FunctionCodeS3ObjectStorageMode = Literal["COPY", "REFERENCE"]

    #: `Code` of `aws:lambda:Function`. The code for the function.
    FunctionCode = TypedDict("FunctionCode", {
        "ImageUri": Input[str],
        "S3Bucket": Input[str],
        "S3Key": Input[str],
        "S3ObjectStorageMode": Input[FunctionCodeS3ObjectStorageMode],
        "S3ObjectVersion": Input[str],
        "SourceKMSKeyArn": Input[str],
        "ZipFile": Input[str],
    }, total=False)

    #: `Environment` of `aws:lambda:Function`. Environment variables that are accessible from function code during execution.
    FunctionEnvironment = TypedDict("FunctionEnvironment", {
        "Variables": Input[Dict[str, Any]],
    }, total=False)

    #: The values `Runtime` of `aws:lambda:Function` may take. The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html).
    FunctionRuntime = Literal["dotnet10", "dotnet6", "dotnet8", "dotnetcore1.0", "dotnetcore2.0", "dotnetcore2.1", "dotnetcore3.1", "go1.x", "java11", "java11.al2023", "java17", "java17.al2023", "java21", "java25", "java8", "java8.al2", "java8.al2023", "nodejs", "nodejs10.x", "nodejs12.x", "nodejs14.x", "nodejs16.x", "nodejs18.x", "nodejs20.x", "nodejs22.x", "nodejs24.x", "nodejs26.x", "nodejs4.3", "nodejs4.3-edge", "nodejs6.10", "nodejs8.10", "provided", "provided.al2", "provided.al2023", "python2.7", "python3.10", "python3.11", "python3.12", "python3.13", "python3.14", "python3.15", "python3.6", "python3.7", "python3.8", "python3.9", "ruby2.5", "ruby2.7", "ruby3.2", "ruby3.3", "ruby3.4", "ruby4.0"]

    #: `Tags[*]` of `aws:lambda:Function`.
    FunctionTagsItem = TypedDict("FunctionTagsItem", {
        "Key": Required[Input[str]],
        "Value": Input[str],
    }, total=False)


    class Function(Resource):
        """`aws:lambda:Function`: The `AWS::Lambda::Function` resource creates a Lambda function.

        Inputs (keywords):
          architectures (List[FunctionArchitecturesItem]): The instruction set architecture that the function supports. Default: `["x86_64"]`.
          code (FunctionCode): The code for the function.
          description (str): A description of the function.
          environment (FunctionEnvironment): Environment variables that are accessible from function code during execution.
          function_name (str): The name of the Lambda function, up to 64 characters in length. A change replaces the resource.
          handler (str): The name of the method within your code that Lambda calls to run your function.
          memory_size (int): The amount of [memory available to the function](https://docs.aws.amazon.com/lambda/latest/dg/configuration-function-common.html#configuration-memory-console)…. Default: `128`.
          role (str): The Amazon Resource Name (ARN) of the function's execution role. Required.
          runtime (FunctionRuntime): The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html).
          source (str): Strata's own: a directory (granted to the provider with allow-dirs) whose files are the function's code, zipped by Strata; instead of Code.
          source_sha256 (str): Strata's own: the base64 SHA-256 of the Source zip (Lambda's CodeSha256), computed by check when left out; code changed behind Strata's back reads back as another digest.
          tags (List[FunctionTagsItem]): A list of [tags](https://docs.aws.amazon.com/lambda/latest/dg/tagging.html) to apply to the function.
          timeout (int): The amount of time (in seconds) that Lambda allows a function to run before stopping it. Default: `3`.
        """

        _input_keywords = ("architectures", "code", "description", "environment", "function_name", "handler", "memory_size", "role", "runtime", "source", "source_sha256", "tags", "timeout")

        def __init__(self, name: str, *, architectures: Optional[Input[List[lambda_.FunctionArchitecturesItem]]] = None, code: Optional[Input[lambda_.FunctionCode]] = None, description: Optional[Input[str]] = None, environment: Optional[Input[lambda_.FunctionEnvironment]] = None, function_name: Optional[Input[str]] = None, handler: Optional[Input[str]] = None, memory_size: Optional[Input[int]] = None, role: Input[str], runtime: Optional[Input[lambda_.FunctionRuntime]] = None, source: Optional[Input[str]] = None, source_sha256: Optional[Input[str]] = None, tags: Optional[Input[List[lambda_.FunctionTagsItem]]] = None, timeout: Optional[Input[int]] = None, **options: Any):
            args = {"Architectures": architectures, "Code": code, "Description": description, "Environment": environment, "FunctionName": function_name, "Handler": handler, "MemorySize": memory_size, "Role": role, "Runtime": runtime, "Source": source, "SourceSha256": source_sha256, "Tags": tags, "Timeout": timeout}
            super().__init__("aws:lambda:Function", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def function_name(self) -> Output:
            """Output `FunctionName` (str)."""
            return self.output("FunctionName")

        @property
        def snap_start_response(self) -> Output:
            """Output `SnapStartResponse` (Dict[str, Any])."""
            return self.output("SnapStartResponse")


    class Permission(Resource):
        """`aws:lambda:Permission`: The `AWS::Lambda::Permission` resource grants an AWS service or another account permission to use a function.

        Inputs (keywords):
          action (str): The action that the principal can use on the function. Required. A change replaces the resource.
          event_source_token (str): For Alexa Smart Home functions, a token that the invoker must supply. A change replaces the resource.
          function_name (str): The name or ARN of the Lambda function, version, or alias. Required. A change replaces the resource.
          principal (str): The AWS-service, AWS-account, IAM user, or IAM role that invokes the function. Required. A change replaces the resource.
          source_account (str): For AWS-service, the ID of the AWS-account that owns the resource. A change replaces the resource.
          source_arn (str): For AWS-services, the ARN of the AWS resource that invokes the function. A change replaces the resource.
        """

        _input_keywords = ("action", "event_source_token", "function_name", "principal", "source_account", "source_arn")

        def __init__(self, name: str, *, action: Input[str], event_source_token: Optional[Input[str]] = None, function_name: Input[str], principal: Input[str], source_account: Optional[Input[str]] = None, source_arn: Optional[Input[str]] = None, **options: Any):
            args = {"Action": action, "EventSourceToken": event_source_token, "FunctionName": function_name, "Principal": principal, "SourceAccount": source_account, "SourceArn": source_arn}
            super().__init__("aws:lambda:Permission", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def function_name(self) -> Output:
            """Output `FunctionName` (str)."""
            return self.output("FunctionName")

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")


class logs:
    """`aws:logs:*` resources."""

    #: `Tags[*]` of `aws:logs:LogGroup`.
    LogGroupTagsItem = TypedDict("LogGroupTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class LogGroup(Resource):
        """`aws:logs:LogGroup`: The `AWS::Logs::LogGroup` resource specifies a log group.

        Inputs (keywords):
          kms_key_id (str): The Amazon Resource Name (ARN) of the KMS key to use when encrypting log data.
          log_group_name (str): The name of the log group. A change replaces the resource.
          retention_in_days (int): The number of days to retain the log events in the specified log group.
          tags (List[LogGroupTagsItem]): An array of key-value pairs to apply to the log group.
        """

        _input_keywords = ("kms_key_id", "log_group_name", "retention_in_days", "tags")

        def __init__(self, name: str, *, kms_key_id: Optional[Input[str]] = None, log_group_name: Optional[Input[str]] = None, retention_in_days: Optional[Input[int]] = None, tags: Optional[Input[List[logs.LogGroupTagsItem]]] = None, **options: Any):
            args = {"KmsKeyId": kms_key_id, "LogGroupName": log_group_name, "RetentionInDays": retention_in_days, "Tags": tags}
            super().__init__("aws:logs:LogGroup", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def log_group_name(self) -> Output:
            """Output `LogGroupName` (str)."""
            return self.output("LogGroupName")


class rds:
    """`aws:rds:*` resources."""

    #: `Tags[*]` of `aws:rds:DBInstance`.
    DBInstanceTagsItem = TypedDict("DBInstanceTagsItem", {
        "Key": Required[Input[str]],
        "Value": Input[str],
    }, total=False)


    class DBInstance(Resource):
        """`aws:rds:DBInstance`: The `AWS::RDS::DBInstance` resource creates an Amazon DB instance.

        Inputs (keywords):
          allocated_storage (str): The amount of storage in gibibytes (GiB) to be initially allocated for the database instance.
          backup_retention_period (int): The number of days for which automated backups are retained. Default: `1`.
          db_instance_class (str): The compute and memory capacity of the DB instance, for example `db.m5.large`.
          db_instance_identifier (str): A name for the DB instance. A change replaces the resource.
          db_name (str): The meaning of this parameter differs according to the database engine you use. A change replaces the resource.
          db_subnet_group_name (str): A DB subnet group to associate with the DB instance. A change replaces the resource.
          deletion_protection (bool): Specifies whether the DB instance has deletion protection enabled. Default: `false`.
          engine (str): The name of the database engine to use for this DB instance. A change replaces the resource.
          engine_version (str): The version number of the database engine to use.
          master_user_password (str): The password for the master user.
          master_username (str): The master user name for the DB instance. A change replaces the resource.
          publicly_accessible (bool): Indicates whether the DB instance is an internet-facing instance.
          skip_final_snapshot (bool): Strata's own: delete the instance without the final snapshot it otherwise leaves (CloudFormation's default deletion policy, Snapshot). Default: `false`.
          storage_type (str): The storage type to associate with the DB instance.
          tags (List[DBInstanceTagsItem]): Tags to assign to the DB instance.
          vpc_security_groups (List[str]): A list of the VPC security group IDs to assign to the DB instance.
        """

        _input_keywords = ("allocated_storage", "backup_retention_period", "db_instance_class", "db_instance_identifier", "db_name", "db_subnet_group_name", "deletion_protection", "engine", "engine_version", "master_user_password", "master_username", "publicly_accessible", "skip_final_snapshot", "storage_type", "tags", "vpc_security_groups")

        def __init__(self, name: str, *, allocated_storage: Optional[Input[str]] = None, backup_retention_period: Optional[Input[int]] = None, db_instance_class: Optional[Input[str]] = None, db_instance_identifier: Optional[Input[str]] = None, db_name: Optional[Input[str]] = None, db_subnet_group_name: Optional[Input[str]] = None, deletion_protection: Optional[Input[bool]] = None, engine: Optional[Input[str]] = None, engine_version: Optional[Input[str]] = None, master_user_password: Optional[Input[str]] = None, master_username: Optional[Input[str]] = None, publicly_accessible: Optional[Input[bool]] = None, skip_final_snapshot: Optional[Input[bool]] = None, storage_type: Optional[Input[str]] = None, tags: Optional[Input[List[rds.DBInstanceTagsItem]]] = None, vpc_security_groups: Optional[Input[List[str]]] = None, **options: Any):
            args = {"AllocatedStorage": allocated_storage, "BackupRetentionPeriod": backup_retention_period, "DBInstanceClass": db_instance_class, "DBInstanceIdentifier": db_instance_identifier, "DBName": db_name, "DBSubnetGroupName": db_subnet_group_name, "DeletionProtection": deletion_protection, "Engine": engine, "EngineVersion": engine_version, "MasterUserPassword": master_user_password, "MasterUsername": master_username, "PubliclyAccessible": publicly_accessible, "SkipFinalSnapshot": skip_final_snapshot, "StorageType": storage_type, "Tags": tags, "VPCSecurityGroups": vpc_security_groups}
            super().__init__("aws:rds:DBInstance", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def db_instance_arn(self) -> Output:
            """Output `DBInstanceArn` (str)."""
            return self.output("DBInstanceArn")

        @property
        def db_instance_identifier(self) -> Output:
            """Output `DBInstanceIdentifier` (str)."""
            return self.output("DBInstanceIdentifier")

        @property
        def db_instance_status(self) -> Output:
            """Output `DBInstanceStatus` (str)."""
            return self.output("DBInstanceStatus")

        @property
        def endpoint(self) -> Output:
            """Output `Endpoint` (Dict[str, Any])."""
            return self.output("Endpoint")

    #: `Tags[*]` of `aws:rds:DBSubnetGroup`.
    DBSubnetGroupTagsItem = TypedDict("DBSubnetGroupTagsItem", {
        "Key": Required[Input[str]],
        "Value": Input[str],
    }, total=False)


    class DBSubnetGroup(Resource):
        """`aws:rds:DBSubnetGroup`: The `AWS::RDS::DBSubnetGroup` resource creates a database subnet group.

        Inputs (keywords):
          db_subnet_group_description (str): The description for the DB subnet group. Required.
          db_subnet_group_name (str): The name for the DB subnet group. A change replaces the resource.
          subnet_ids (List[str]): The EC2 Subnet IDs for the DB subnet group. Required.
          tags (List[DBSubnetGroupTagsItem]): Tags to assign to the DB subnet group.
        """

        _input_keywords = ("db_subnet_group_description", "db_subnet_group_name", "subnet_ids", "tags")

        def __init__(self, name: str, *, db_subnet_group_description: Input[str], db_subnet_group_name: Optional[Input[str]] = None, subnet_ids: Input[List[str]], tags: Optional[Input[List[rds.DBSubnetGroupTagsItem]]] = None, **options: Any):
            args = {"DBSubnetGroupDescription": db_subnet_group_description, "DBSubnetGroupName": db_subnet_group_name, "SubnetIds": subnet_ids, "Tags": tags}
            super().__init__("aws:rds:DBSubnetGroup", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def db_subnet_group_arn(self) -> Output:
            """Output `DBSubnetGroupArn` (str)."""
            return self.output("DBSubnetGroupArn")

        @property
        def db_subnet_group_name(self) -> Output:
            """Output `DBSubnetGroupName` (str)."""
            return self.output("DBSubnetGroupName")


class route53:
    """`aws:route53:*` resources."""

    #: `HostedZoneConfig` of `aws:route53:HostedZone`. A complex type that contains an optional comment.
    HostedZoneHostedZoneConfig = TypedDict("HostedZoneHostedZoneConfig", {
        "Comment": Input[str],
    }, total=False)

    #: `HostedZoneTags[*]` of `aws:route53:HostedZone`.
    HostedZoneHostedZoneTagsItem = TypedDict("HostedZoneHostedZoneTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class HostedZone(Resource):
        """`aws:route53:HostedZone`: Creates a new public or private hosted zone.

        Inputs (keywords):
          hosted_zone_config (HostedZoneHostedZoneConfig): A complex type that contains an optional comment.
          hosted_zone_tags (List[HostedZoneHostedZoneTagsItem]): Adds, edits, or deletes tags for a health check or a hosted zone.
          name_ (str): The name of the domain. A change replaces the resource.
        """

        _input_keywords = ("hosted_zone_config", "hosted_zone_tags", "name_")

        def __init__(self, name: str, *, hosted_zone_config: Optional[Input[route53.HostedZoneHostedZoneConfig]] = None, hosted_zone_tags: Optional[Input[List[route53.HostedZoneHostedZoneTagsItem]]] = None, name_: Optional[Input[str]] = None, **options: Any):
            args = {"HostedZoneConfig": hosted_zone_config, "HostedZoneTags": hosted_zone_tags, "Name": name_}
            super().__init__("aws:route53:HostedZone", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")

        @property
        def name_servers(self) -> Output:
            """Output `NameServers` (List[Any])."""
            return self.output("NameServers")

    #: `AliasTarget` of `aws:route53:RecordSet`. Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t…
    RecordSetAliasTarget = TypedDict("RecordSetAliasTarget", {
        "DNSName": Required[Input[str]],
        "EvaluateTargetHealth": Input[bool],
        "HostedZoneId": Required[Input[str]],
    }, total=False)


    class RecordSet(Resource):
        """`aws:route53:RecordSet`: Resource Type definition for AWS::Route53::RecordSet.

        Inputs (keywords):
          alias_target (RecordSetAliasTarget): Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t….
          hosted_zone_id (str): The ID of the hosted zone that you want to create records in. A change replaces the resource.
          name_ (str): The name of the record that you want to create, update, or delete. Required. A change replaces the resource.
          resource_records (List[str]): One or more values that correspond with the value that you specified for the Type property.
          set_identifier (str): An identifier that differentiates among multiple resource record sets that have the same combination of name and type. A change replaces the resource.
          ttl (str): The resource record cache time to live (TTL), in seconds.
          type_ (str): The DNS record type. Required. A change replaces the resource.
          weight (int): Among resource record sets that have the same combination of DNS name and type, a value that determines the proportion of DNS queries that Amazon Route 53 resp….
        """

        _input_keywords = ("alias_target", "hosted_zone_id", "name_", "resource_records", "set_identifier", "ttl", "type_", "weight")

        def __init__(self, name: str, *, alias_target: Optional[Input[route53.RecordSetAliasTarget]] = None, hosted_zone_id: Optional[Input[str]] = None, name_: Input[str], resource_records: Optional[Input[List[str]]] = None, set_identifier: Optional[Input[str]] = None, ttl: Optional[Input[str]] = None, type_: Input[str], weight: Optional[Input[int]] = None, **options: Any):
            args = {"AliasTarget": alias_target, "HostedZoneId": hosted_zone_id, "Name": name_, "ResourceRecords": resource_records, "SetIdentifier": set_identifier, "TTL": ttl, "Type": type_, "Weight": weight}
            super().__init__("aws:route53:RecordSet", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def hosted_zone_id(self) -> Output:
            """Output `HostedZoneId` (str)."""
            return self.output("HostedZoneId")

        @property
        def name_(self) -> Output:
            """Output `Name` (str)."""
            return self.output("Name")

        @property
        def set_identifier(self) -> Output:
            """Output `SetIdentifier` (str)."""
            return self.output("SetIdentifier")

        @property
        def type_(self) -> Output:
            """Output `Type` (str)."""
            return self.output("Type")


class s3:
    """`aws:s3:*` resources."""

    #: `PublicAccessBlockConfiguration` of `aws:s3:Bucket`. {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out
    BucketPublicAccessBlockConfiguration = TypedDict("BucketPublicAccessBlockConfiguration", {
        "BlockPublicAcls": Input[bool],
        "BlockPublicPolicy": Input[bool],
        "IgnorePublicAcls": Input[bool],
        "RestrictPublicBuckets": Input[bool],
    }, total=False)

    #: `Tags[*]` of `aws:s3:Bucket`.
    BucketTagsItem = TypedDict("BucketTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: The values `VersioningConfiguration.Status` of `aws:s3:Bucket` may take.
    BucketVersioningConfigurationStatus = Literal["Enabled", "Suspended"]

    #: `VersioningConfiguration` of `aws:s3:Bucket`. {"Status": "Enabled" | "Suspended"}
    BucketVersioningConfiguration = TypedDict("BucketVersioningConfiguration", {
        "Status": Required[Input[BucketVersioningConfigurationStatus]],
    }, total=False)

    #: The values `WebsiteConfiguration.RedirectAllRequestsTo.Protocol` of `aws:s3:Bucket` may take.
    BucketWebsiteConfigurationRedirectAllRequestsToProtocol = Literal["http", "https"]

    #: `WebsiteConfiguration.RedirectAllRequestsTo` of `aws:s3:Bucket`.
    BucketWebsiteConfigurationRedirectAllRequestsTo = TypedDict("BucketWebsiteConfigurationRedirectAllRequestsTo", {
        "HostName": Required[Input[str]],
        "Protocol": Input[BucketWebsiteConfigurationRedirectAllRequestsToProtocol],
    }, total=False)

    #: The values `WebsiteConfiguration.RoutingRules[*].RedirectRule.Protocol` of `aws:s3:Bucket` may take.
    BucketWebsiteConfigurationRoutingRulesItemRedirectRuleProtocol = Literal["http", "https"]

    #: `WebsiteConfiguration.RoutingRules[*].RedirectRule` of `aws:s3:Bucket`.
    BucketWebsiteConfigurationRoutingRulesItemRedirectRule = TypedDict("BucketWebsiteConfigurationRoutingRulesItemRedirectRule", {
        "HostName": Input[str],
        "HttpRedirectCode": Input[str],
        "Protocol": Input[BucketWebsiteConfigurationRoutingRulesItemRedirectRuleProtocol],
        "ReplaceKeyPrefixWith": Input[str],
        "ReplaceKeyWith": Input[str],
    }, total=False)

    #: `WebsiteConfiguration.RoutingRules[*].RoutingRuleCondition` of `aws:s3:Bucket`.
    BucketWebsiteConfigurationRoutingRulesItemRoutingRuleCondition = TypedDict("BucketWebsiteConfigurationRoutingRulesItemRoutingRuleCondition", {
        "HttpErrorCodeReturnedEquals": Input[str],
        "KeyPrefixEquals": Input[str],
    }, total=False)

    #: `WebsiteConfiguration.RoutingRules[*]` of `aws:s3:Bucket`.
    BucketWebsiteConfigurationRoutingRulesItem = TypedDict("BucketWebsiteConfigurationRoutingRulesItem", {
        "RedirectRule": Required[Input[BucketWebsiteConfigurationRoutingRulesItemRedirectRule]],
        "RoutingRuleCondition": Input[BucketWebsiteConfigurationRoutingRulesItemRoutingRuleCondition],
    }, total=False)

    #: `WebsiteConfiguration` of `aws:s3:Bucket`. {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}
    BucketWebsiteConfiguration = TypedDict("BucketWebsiteConfiguration", {
        "ErrorDocument": Input[str],
        "IndexDocument": Input[str],
        "RedirectAllRequestsTo": Input[BucketWebsiteConfigurationRedirectAllRequestsTo],
        "RoutingRules": Input[List[BucketWebsiteConfigurationRoutingRulesItem]],
    }, total=False)


    class Bucket(Resource):
        """`aws:s3:Bucket`: An S3 bucket (AWS::S3::Bucket).

        Inputs (keywords):
          bucket_name (str): The bucket's name; by default the resource's name and a suffix. A change replaces the resource.
          public_access_block_configuration (BucketPublicAccessBlockConfiguration): {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out.
          tags (List[BucketTagsItem]): [{"Key": K, "Value": V}].
          versioning_configuration (BucketVersioningConfiguration): {"Status": "Enabled" | "Suspended"}.
          website_configuration (BucketWebsiteConfiguration): {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}.
          force_destroy (bool): Strata's own (Terraform's force_destroy): deleting the bucket first deletes every object, version and delete marker in it. Without it, a bucket that is not empty is not deleted. Set it with an `up` before the destroy. Default: `false`.
        """

        _input_keywords = ("bucket_name", "public_access_block_configuration", "tags", "versioning_configuration", "website_configuration", "force_destroy")

        def __init__(self, name: str, *, bucket_name: Optional[Input[str]] = None, public_access_block_configuration: Optional[Input[s3.BucketPublicAccessBlockConfiguration]] = None, tags: Optional[Input[List[s3.BucketTagsItem]]] = None, versioning_configuration: Optional[Input[s3.BucketVersioningConfiguration]] = None, website_configuration: Optional[Input[s3.BucketWebsiteConfiguration]] = None, force_destroy: Optional[Input[bool]] = None, **options: Any):
            args = {"BucketName": bucket_name, "PublicAccessBlockConfiguration": public_access_block_configuration, "Tags": tags, "VersioningConfiguration": versioning_configuration, "WebsiteConfiguration": website_configuration, "forceDestroy": force_destroy}
            super().__init__("aws:s3:Bucket", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def bucket_name(self) -> Output:
            """Output `BucketName` (str)."""
            return self.output("BucketName")

        @property
        def domain_name(self) -> Output:
            """Output `DomainName` (str)."""
            return self.output("DomainName")

        @property
        def dual_stack_domain_name(self) -> Output:
            """Output `DualStackDomainName` (str)."""
            return self.output("DualStackDomainName")

        @property
        def regional_domain_name(self) -> Output:
            """Output `RegionalDomainName` (str)."""
            return self.output("RegionalDomainName")

        @property
        def website_url(self) -> Output:
            """Output `WebsiteURL` (str)."""
            return self.output("WebsiteURL")


    class BucketPolicy(Resource):
        """`aws:s3:BucketPolicy`: The policy of an S3 bucket (AWS::S3::BucketPolicy).

        Inputs (keywords):
          bucket (str): Required. A change replaces the resource.
          policy_document (Dict[str, Any]): Required.
        """

        _input_keywords = ("bucket", "policy_document")

        def __init__(self, name: str, *, bucket: Input[str], policy_document: Input[Dict[str, Any]], **options: Any):
            args = {"Bucket": bucket, "PolicyDocument": policy_document}
            super().__init__("aws:s3:BucketPolicy", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def bucket(self) -> Output:
            """Output `Bucket` (str)."""
            return self.output("Bucket")


    class Object(Resource):
        """`aws:s3:Object`: An object in an S3 bucket. CloudFormation has no such type: a template uploads objects outside it.

        Inputs (keywords):
          bucket (str): Required. A change replaces the resource.
          cache_control (str): 
          content (str): The object's content, inline.
          content_type (str): 
          key (str): Required. A change replaces the resource.
          source (str): Or a file to upload, in a directory granted to the provider (allow-dirs).
          source_sha256 (str): The SHA-256 of the Source file, computed by check when left out. When given (say, kept with ignore-changes to leave an uploaded object as it is), check does not read the file, and an upload refuses a file with another digest.
        """

        _input_keywords = ("bucket", "cache_control", "content", "content_type", "key", "source", "source_sha256")

        def __init__(self, name: str, *, bucket: Input[str], cache_control: Optional[Input[str]] = None, content: Optional[Input[str]] = None, content_type: Optional[Input[str]] = None, key: Input[str], source: Optional[Input[str]] = None, source_sha256: Optional[Input[str]] = None, **options: Any):
            args = {"Bucket": bucket, "CacheControl": cache_control, "Content": content, "ContentType": content_type, "Key": key, "Source": source, "SourceSha256": source_sha256}
            super().__init__("aws:s3:Object", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def e_tag(self) -> Output:
            """Output `ETag` (str)."""
            return self.output("ETag")

        @property
        def source_sha256(self) -> Output:
            """Output `SourceSha256` (str)."""
            return self.output("SourceSha256")


class secretsmanager:
    """`aws:secretsmanager:*` resources."""

    #: `Tags[*]` of `aws:secretsmanager:Secret`.
    SecretTagsItem = TypedDict("SecretTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Secret(Resource):
        """`aws:secretsmanager:Secret`: Creates a new secret.

        Inputs (keywords):
          description (str): The description of the secret.
          kms_key_id (str): The ARN, key ID, or alias of the KMS key that Secrets Manager uses to encrypt the secret value in the secret.
          name_ (str): The name of the new secret. A change replaces the resource.
          recovery_window_in_days (int): Strata's own: the days a deleted secret can be restored in (7 to 30), or 0 to delete it at once (Terraform's recovery_window_in_days). Default: `30`.
          secret_string (str): The text to encrypt and store in the secret.
          tags (List[SecretTagsItem]): A list of tags to attach to the secret.
        """

        _input_keywords = ("description", "kms_key_id", "name_", "recovery_window_in_days", "secret_string", "tags")

        def __init__(self, name: str, *, description: Optional[Input[str]] = None, kms_key_id: Optional[Input[str]] = None, name_: Optional[Input[str]] = None, recovery_window_in_days: Optional[Input[int]] = None, secret_string: Optional[Input[str]] = None, tags: Optional[Input[List[secretsmanager.SecretTagsItem]]] = None, **options: Any):
            args = {"Description": description, "KmsKeyId": kms_key_id, "Name": name_, "RecoveryWindowInDays": recovery_window_in_days, "SecretString": secret_string, "Tags": tags}
            super().__init__("aws:secretsmanager:Secret", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")


class sns:
    """`aws:sns:*` resources."""


    class Subscription(Resource):
        """`aws:sns:Subscription`: A subscription to an SNS topic (AWS::SNS::Subscription).

        Inputs (keywords):
          endpoint (str): Required. A change replaces the resource.
          filter_policy (Dict[str, Any]): 
          protocol (str): sqs, lambda, https, email…. Required. A change replaces the resource.
          raw_message_delivery (bool): 
          topic_arn (str): Required. A change replaces the resource.
        """

        _input_keywords = ("endpoint", "filter_policy", "protocol", "raw_message_delivery", "topic_arn")

        def __init__(self, name: str, *, endpoint: Input[str], filter_policy: Optional[Input[Dict[str, Any]]] = None, protocol: Input[str], raw_message_delivery: Optional[Input[bool]] = None, topic_arn: Input[str], **options: Any):
            args = {"Endpoint": endpoint, "FilterPolicy": filter_policy, "Protocol": protocol, "RawMessageDelivery": raw_message_delivery, "TopicArn": topic_arn}
            super().__init__("aws:sns:Subscription", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def subscription_arn(self) -> Output:
            """Output `SubscriptionArn` (str)."""
            return self.output("SubscriptionArn")

    #: `Tags[*]` of `aws:sns:Topic`.
    TopicTagsItem = TypedDict("TopicTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Topic(Resource):
        """`aws:sns:Topic`: An SNS topic (AWS::SNS::Topic).

        Inputs (keywords):
          display_name (str): 
          fifo_topic (bool): A change replaces the resource. Default: `false`.
          tags (List[TopicTagsItem]): [{"Key": K, "Value": V}].
          topic_name (str): By default the resource's name and a suffix (`.fifo` added for a FIFO topic). A change replaces the resource.
        """

        _input_keywords = ("display_name", "fifo_topic", "tags", "topic_name")

        def __init__(self, name: str, *, display_name: Optional[Input[str]] = None, fifo_topic: Optional[Input[bool]] = None, tags: Optional[Input[List[sns.TopicTagsItem]]] = None, topic_name: Optional[Input[str]] = None, **options: Any):
            args = {"DisplayName": display_name, "FifoTopic": fifo_topic, "Tags": tags, "TopicName": topic_name}
            super().__init__("aws:sns:Topic", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def topic_arn(self) -> Output:
            """Output `TopicArn` (str)."""
            return self.output("TopicArn")

        @property
        def topic_name(self) -> Output:
            """Output `TopicName` (str)."""
            return self.output("TopicName")


class sqs:
    """`aws:sqs:*` resources."""

    #: `RedrivePolicy` of `aws:sqs:Queue`. {"deadLetterTargetArn": ARN, "maxReceiveCount": N}
    QueueRedrivePolicy = TypedDict("QueueRedrivePolicy", {
        "deadLetterTargetArn": Required[Input[str]],
        "maxReceiveCount": Required[Input[int]],
    }, total=False)

    #: `Tags[*]` of `aws:sqs:Queue`.
    QueueTagsItem = TypedDict("QueueTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Queue(Resource):
        """`aws:sqs:Queue`: An SQS queue (AWS::SQS::Queue).

        Inputs (keywords):
          delay_seconds (int): 0 to 900 (default 0). Default: `0`.
          fifo_queue (bool): A change replaces the resource. Default: `false`.
          message_retention_period (int): Seconds, 60 to 1209600 (default 345600). Default: `345600`.
          queue_name (str): The queue's name; by default the resource's name and a suffix (`.fifo` added for a FIFO queue). A change replaces the resource.
          redrive_policy (QueueRedrivePolicy): {"deadLetterTargetArn": ARN, "maxReceiveCount": N}.
          tags (List[QueueTagsItem]): [{"Key": K, "Value": V}].
          visibility_timeout (int): Seconds, 0 to 43200 (default 30). Default: `30`.
        """

        _input_keywords = ("delay_seconds", "fifo_queue", "message_retention_period", "queue_name", "redrive_policy", "tags", "visibility_timeout")

        def __init__(self, name: str, *, delay_seconds: Optional[Input[int]] = None, fifo_queue: Optional[Input[bool]] = None, message_retention_period: Optional[Input[int]] = None, queue_name: Optional[Input[str]] = None, redrive_policy: Optional[Input[sqs.QueueRedrivePolicy]] = None, tags: Optional[Input[List[sqs.QueueTagsItem]]] = None, visibility_timeout: Optional[Input[int]] = None, **options: Any):
            args = {"DelaySeconds": delay_seconds, "FifoQueue": fifo_queue, "MessageRetentionPeriod": message_retention_period, "QueueName": queue_name, "RedrivePolicy": redrive_policy, "Tags": tags, "VisibilityTimeout": visibility_timeout}
            super().__init__("aws:sqs:Queue", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def queue_name(self) -> Output:
            """Output `QueueName` (str)."""
            return self.output("QueueName")

        @property
        def queue_url(self) -> Output:
            """Output `QueueUrl` (str)."""
            return self.output("QueueUrl")


    class QueuePolicy(Resource):
        """`aws:sqs:QueuePolicy`: The policy of SQS queues (AWS::SQS::QueuePolicy).

        Inputs (keywords):
          policy_document (Dict[str, Any]): Required.
          queues (List[str]): The queues' URLs. Required. A change replaces the resource.
        """

        _input_keywords = ("policy_document", "queues")

        def __init__(self, name: str, *, policy_document: Input[Dict[str, Any]], queues: Input[List[str]], **options: Any):
            args = {"PolicyDocument": policy_document, "Queues": queues}
            super().__init__("aws:sqs:QueuePolicy", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")

        @property
        def queues(self) -> Output:
            """Output `Queues` (List[Any])."""
            return self.output("Queues")


class ssm:
    """`aws:ssm:*` resources."""

    #: The values `DataType` of `aws:ssm:Parameter` may take. The data type of the parameter, such as `text` or `aws:ec2:image`.
    ParameterDataType = Literal["text", "aws:ec2:image"]

    #: The values `Tier` of `aws:ssm:Parameter` may take. The parameter tier.
    ParameterTier = Literal["Standard", "Advanced", "Intelligent-Tiering"]

    #: The values `Type` of `aws:ssm:Parameter` may take. The type of parameter.
    ParameterType = Literal["String", "StringList", "SecureString"]


    class Parameter(Resource):
        """`aws:ssm:Parameter`: The `AWS::SSM::Parameter` resource creates an SSM parameter in SYSlong Parameter Store.

        Inputs (keywords):
          allowed_pattern (str): A regular expression used to validate the parameter value.
          data_type (ParameterDataType): The data type of the parameter, such as `text` or `aws:ec2:image`. Default: `"text"`.
          description (str): Information about the parameter.
          name_ (str): The name of the parameter. A change replaces the resource.
          tags (Dict[str, str]): Optional metadata that you assign to a resource in the form of an arbitrary set of tags (key-value pairs).
          tier (ParameterTier): The parameter tier. Default: `"Standard"`.
          type_ (ParameterType): The type of parameter. Required.
          value (str): The parameter value. Required.
        """

        _input_keywords = ("allowed_pattern", "data_type", "description", "name_", "tags", "tier", "type_", "value")

        def __init__(self, name: str, *, allowed_pattern: Optional[Input[str]] = None, data_type: Optional[Input[ssm.ParameterDataType]] = None, description: Optional[Input[str]] = None, name_: Optional[Input[str]] = None, tags: Optional[Input[Dict[str, str]]] = None, tier: Optional[Input[ssm.ParameterTier]] = None, type_: Input[ssm.ParameterType], value: Input[str], **options: Any):
            args = {"AllowedPattern": allowed_pattern, "DataType": data_type, "Description": description, "Name": name_, "Tags": tags, "Tier": tier, "Type": type_, "Value": value}
            super().__init__("aws:ssm:Parameter", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def name_(self) -> Output:
            """Output `Name` (str)."""
            return self.output("Name")


class stepfunctions:
    """`aws:stepfunctions:*` resources."""

    #: The values `StateMachineType` of `aws:stepfunctions:StateMachine` may take.
    StateMachineStateMachineType = Literal["STANDARD", "EXPRESS"]

    #: `Tags[*]` of `aws:stepfunctions:StateMachine`.
    StateMachineTagsItem = TypedDict("StateMachineTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class StateMachine(Resource):
        """`aws:stepfunctions:StateMachine`: Resource schema for StateMachine

        Inputs (keywords):
          definition (Dict[str, Any]): 
          definition_string (str): 
          role_arn (str): Required.
          state_machine_name (str): A change replaces the resource.
          state_machine_type (StateMachineStateMachineType): A change replaces the resource. Default: `"STANDARD"`.
          tags (List[StateMachineTagsItem]): 
        """

        _input_keywords = ("definition", "definition_string", "role_arn", "state_machine_name", "state_machine_type", "tags")

        def __init__(self, name: str, *, definition: Optional[Input[Dict[str, Any]]] = None, definition_string: Optional[Input[str]] = None, role_arn: Input[str], state_machine_name: Optional[Input[str]] = None, state_machine_type: Optional[Input[stepfunctions.StateMachineStateMachineType]] = None, tags: Optional[Input[List[stepfunctions.StateMachineTagsItem]]] = None, **options: Any):
            args = {"Definition": definition, "DefinitionString": definition_string, "RoleArn": role_arn, "StateMachineName": state_machine_name, "StateMachineType": state_machine_type, "Tags": tags}
            super().__init__("aws:stepfunctions:StateMachine", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def name_(self) -> Output:
            """Output `Name` (str)."""
            return self.output("Name")

        @property
        def state_machine_revision_id(self) -> Output:
            """Output `StateMachineRevisionId` (str)."""
            return self.output("StateMachineRevisionId")
