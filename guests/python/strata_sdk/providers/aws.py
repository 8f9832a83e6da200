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

    #: `BodyS3Location` of `aws:apigatewayv2:Api`. The S3 location of an OpenAPI definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ApiBodyS3Location = TypedDict("ApiBodyS3Location", {
        "Bucket": Input[str],
        "Etag": Input[str],
        "Key": Input[str],
        "Version": Input[str],
    }, total=False)

    #: `CorsConfiguration` of `aws:apigatewayv2:Api`. A CORS configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ApiCorsConfiguration = TypedDict("ApiCorsConfiguration", {
        "AllowCredentials": Input[bool],
        "AllowHeaders": Input[List[str]],
        "AllowMethods": Input[List[str]],
        "AllowOrigins": Input[List[str]],
        "ExposeHeaders": Input[List[str]],
        "MaxAge": Input[int],
    }, total=False)


    class Api(Resource):
        """`aws:apigatewayv2:Api`: The `AWS::ApiGatewayV2::Api` resource creates an API.

        Inputs (keywords):
          api_key_selection_expression (str): An API key selection expression. Default: `"$request.header.x-api-key"`.
          base_path (str): Specifies how to interpret the base path of the API during import. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          body (Any): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          body_s3_location (ApiBodyS3Location): The S3 location of an OpenAPI definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          cors_configuration (ApiCorsConfiguration): A CORS configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          credentials_arn (str): This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          description (str): The description of the API.
          disable_execute_api_endpoint (bool): Specifies whether clients can invoke your API by using the default `execute-api` endpoint. Default: `false`.
          disable_schema_validation (bool): Avoid validating models when creating a deployment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          fail_on_warnings (bool): Specifies whether to rollback the API creation when a warning is encountered. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          ip_address_type (str): The IP address types that can invoke the API. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          name_ (str): The name of the API.
          protocol_type (str): The API protocol. A change replaces the resource.
          route_key (str): This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          route_selection_expression (str): The route selection expression for the API. Default: `"$request.method $request.path"`.
          tags (Dict[str, str]): 
          target (str): This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          version (str): A version identifier for the API.
        """

        _input_keywords = ("api_key_selection_expression", "base_path", "body", "body_s3_location", "cors_configuration", "credentials_arn", "description", "disable_execute_api_endpoint", "disable_schema_validation", "fail_on_warnings", "ip_address_type", "name_", "protocol_type", "route_key", "route_selection_expression", "tags", "target", "version")

        def __init__(self, name: str, *, api_key_selection_expression: Optional[Input[str]] = None, base_path: Optional[Input[str]] = None, body: Optional[Input[Any]] = None, body_s3_location: Optional[Input[apigatewayv2.ApiBodyS3Location]] = None, cors_configuration: Optional[Input[apigatewayv2.ApiCorsConfiguration]] = None, credentials_arn: Optional[Input[str]] = None, description: Optional[Input[str]] = None, disable_execute_api_endpoint: Optional[Input[bool]] = None, disable_schema_validation: Optional[Input[bool]] = None, fail_on_warnings: Optional[Input[bool]] = None, ip_address_type: Optional[Input[str]] = None, name_: Optional[Input[str]] = None, protocol_type: Optional[Input[str]] = None, route_key: Optional[Input[str]] = None, route_selection_expression: Optional[Input[str]] = None, tags: Optional[Input[Dict[str, str]]] = None, target: Optional[Input[str]] = None, version: Optional[Input[str]] = None, **options: Any):
            args = {"ApiKeySelectionExpression": api_key_selection_expression, "BasePath": base_path, "Body": body, "BodyS3Location": body_s3_location, "CorsConfiguration": cors_configuration, "CredentialsArn": credentials_arn, "Description": description, "DisableExecuteApiEndpoint": disable_execute_api_endpoint, "DisableSchemaValidation": disable_schema_validation, "FailOnWarnings": fail_on_warnings, "IpAddressType": ip_address_type, "Name": name_, "ProtocolType": protocol_type, "RouteKey": route_key, "RouteSelectionExpression": route_selection_expression, "Tags": tags, "Target": target, "Version": version}
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

    #: `ResponseParameters.*.ResponseParameters[*]` of `aws:apigatewayv2:Integration`.
    IntegrationResponseParametersValueResponseParametersItem = TypedDict("IntegrationResponseParametersValueResponseParametersItem", {
        "Destination": Input[str],
        "Source": Input[str],
    }, total=False)

    #: `ResponseParameters.*` of `aws:apigatewayv2:Integration`.
    IntegrationResponseParametersValue = TypedDict("IntegrationResponseParametersValue", {
        "ResponseParameters": Input[List[IntegrationResponseParametersValueResponseParametersItem]],
    }, total=False)

    #: `TlsConfig` of `aws:apigatewayv2:Integration`. The TLS configuration for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    IntegrationTlsConfig = TypedDict("IntegrationTlsConfig", {
        "ServerNameToVerify": Input[str],
    }, total=False)


    class Integration(Resource):
        """`aws:apigatewayv2:Integration`: Resource Type definition for AWS::ApiGatewayV2::Integration

        Inputs (keywords):
          api_id (str): The API identifier. Required. A change replaces the resource.
          connection_id (str): The ID of the VPC link for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          connection_type (str): The type of the network connection to the integration endpoint. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          content_handling_strategy (str): Supported only for WebSocket APIs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          credentials_arn (str): Specifies the credentials required for the integration, if any.
          description (str): The description of the integration.
          integration_method (str): Specifies the integration's HTTP method type.
          integration_subtype (str): Supported only for HTTP API AWS_PROXY integrations. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          integration_type (str): The integration type of an integration. Required.
          integration_uri (str): For a Lambda integration, specify the URI of a Lambda function.
          passthrough_behavior (str): Specifies the pass-through behavior for incoming requests based on the Content-Type header in the request, and the available mapping templates specified as the… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          payload_format_version (str): Specifies the format of the payload sent to an integration.
          request_parameters (Dict[str, str]): A key-value map specifying parameters. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          request_templates (Dict[str, str]): A map of Velocity templates that are applied on the request payload based on the value of the Content-Type header sent by the client. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          response_parameters (Dict[str, IntegrationResponseParametersValue]): Parameters that transform the HTTP response from a backend integration before returning the response to clients. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          template_selection_expression (str): The template selection expression for the integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          timeout_in_millis (int): Custom timeout between 50 and 29000 milliseconds for WebSocket APIs and between 50 and 30000 milliseconds for HTTP APIs. Default: `30000`.
          tls_config (IntegrationTlsConfig): The TLS configuration for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("api_id", "connection_id", "connection_type", "content_handling_strategy", "credentials_arn", "description", "integration_method", "integration_subtype", "integration_type", "integration_uri", "passthrough_behavior", "payload_format_version", "request_parameters", "request_templates", "response_parameters", "template_selection_expression", "timeout_in_millis", "tls_config")

        def __init__(self, name: str, *, api_id: Input[str], connection_id: Optional[Input[str]] = None, connection_type: Optional[Input[str]] = None, content_handling_strategy: Optional[Input[str]] = None, credentials_arn: Optional[Input[str]] = None, description: Optional[Input[str]] = None, integration_method: Optional[Input[str]] = None, integration_subtype: Optional[Input[str]] = None, integration_type: Input[str], integration_uri: Optional[Input[str]] = None, passthrough_behavior: Optional[Input[str]] = None, payload_format_version: Optional[Input[str]] = None, request_parameters: Optional[Input[Dict[str, str]]] = None, request_templates: Optional[Input[Dict[str, str]]] = None, response_parameters: Optional[Input[Dict[str, apigatewayv2.IntegrationResponseParametersValue]]] = None, template_selection_expression: Optional[Input[str]] = None, timeout_in_millis: Optional[Input[int]] = None, tls_config: Optional[Input[apigatewayv2.IntegrationTlsConfig]] = None, **options: Any):
            args = {"ApiId": api_id, "ConnectionId": connection_id, "ConnectionType": connection_type, "ContentHandlingStrategy": content_handling_strategy, "CredentialsArn": credentials_arn, "Description": description, "IntegrationMethod": integration_method, "IntegrationSubtype": integration_subtype, "IntegrationType": integration_type, "IntegrationUri": integration_uri, "PassthroughBehavior": passthrough_behavior, "PayloadFormatVersion": payload_format_version, "RequestParameters": request_parameters, "RequestTemplates": request_templates, "ResponseParameters": response_parameters, "TemplateSelectionExpression": template_selection_expression, "TimeoutInMillis": timeout_in_millis, "TlsConfig": tls_config}
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
          authorization_scopes (List[str]): The authorization scopes supported by this route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          authorization_type (str): The authorization type for the route. Default: `"NONE"`.
          authorizer_id (str): The identifier of the `Authorizer` resource to be associated with this route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          model_selection_expression (str): The model selection expression for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          operation_name (str): The operation name for the route.
          request_models (Any): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          request_parameters (Dict[str, Any]): The request parameters for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          route_key (str): The route key for the route. Required.
          route_response_selection_expression (str): The route response selection expression for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          target (str): The target for the route.
        """

        _input_keywords = ("api_id", "api_key_required", "authorization_scopes", "authorization_type", "authorizer_id", "model_selection_expression", "operation_name", "request_models", "request_parameters", "route_key", "route_response_selection_expression", "target")

        def __init__(self, name: str, *, api_id: Input[str], api_key_required: Optional[Input[bool]] = None, authorization_scopes: Optional[Input[List[str]]] = None, authorization_type: Optional[Input[str]] = None, authorizer_id: Optional[Input[str]] = None, model_selection_expression: Optional[Input[str]] = None, operation_name: Optional[Input[str]] = None, request_models: Optional[Input[Any]] = None, request_parameters: Optional[Input[Dict[str, Any]]] = None, route_key: Input[str], route_response_selection_expression: Optional[Input[str]] = None, target: Optional[Input[str]] = None, **options: Any):
            args = {"ApiId": api_id, "ApiKeyRequired": api_key_required, "AuthorizationScopes": authorization_scopes, "AuthorizationType": authorization_type, "AuthorizerId": authorizer_id, "ModelSelectionExpression": model_selection_expression, "OperationName": operation_name, "RequestModels": request_models, "RequestParameters": request_parameters, "RouteKey": route_key, "RouteResponseSelectionExpression": route_response_selection_expression, "Target": target}
            super().__init__("aws:apigatewayv2:Route", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def api_id(self) -> Output:
            """Output `ApiId` (str)."""
            return self.output("ApiId")

        @property
        def route_id(self) -> Output:
            """Output `RouteId` (str)."""
            return self.output("RouteId")

    #: `AccessLogSettings` of `aws:apigatewayv2:Stage`. Settings for logging access in this stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    StageAccessLogSettings = TypedDict("StageAccessLogSettings", {
        "DestinationArn": Input[str],
        "Format": Input[str],
    }, total=False)

    #: `DefaultRouteSettings` of `aws:apigatewayv2:Stage`. The default route settings for the stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    StageDefaultRouteSettings = TypedDict("StageDefaultRouteSettings", {
        "DataTraceEnabled": Input[bool],
        "DetailedMetricsEnabled": Input[bool],
        "LoggingLevel": Input[str],
        "ThrottlingBurstLimit": Input[int],
        "ThrottlingRateLimit": Input[float],
    }, total=False)


    class Stage(Resource):
        """`aws:apigatewayv2:Stage`: Resource Type definition for AWS::ApiGatewayV2::Stage

        Inputs (keywords):
          access_log_settings (StageAccessLogSettings): Settings for logging access in this stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          api_id (str): The API identifier. Required. A change replaces the resource.
          auto_deploy (bool): Specifies whether updates to an API automatically trigger a new deployment. Default: `false`.
          client_certificate_id (str): The identifier of a client certificate for a Stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          default_route_settings (StageDefaultRouteSettings): The default route settings for the stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          deployment_id (str): The deployment identifier for the API stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          description (str): The description for the API stage.
          route_settings (Any): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          stage_name (str): The stage name. Required. A change replaces the resource.
          stage_variables (Any): 
          tags (Dict[str, str]): 
        """

        _input_keywords = ("access_log_settings", "api_id", "auto_deploy", "client_certificate_id", "default_route_settings", "deployment_id", "description", "route_settings", "stage_name", "stage_variables", "tags")

        def __init__(self, name: str, *, access_log_settings: Optional[Input[apigatewayv2.StageAccessLogSettings]] = None, api_id: Input[str], auto_deploy: Optional[Input[bool]] = None, client_certificate_id: Optional[Input[str]] = None, default_route_settings: Optional[Input[apigatewayv2.StageDefaultRouteSettings]] = None, deployment_id: Optional[Input[str]] = None, description: Optional[Input[str]] = None, route_settings: Optional[Input[Any]] = None, stage_name: Input[str], stage_variables: Optional[Input[Any]] = None, tags: Optional[Input[Dict[str, str]]] = None, **options: Any):
            args = {"AccessLogSettings": access_log_settings, "ApiId": api_id, "AutoDeploy": auto_deploy, "ClientCertificateId": client_certificate_id, "DefaultRouteSettings": default_route_settings, "DeploymentId": deployment_id, "Description": description, "RouteSettings": route_settings, "StageName": stage_name, "StageVariables": stage_variables, "Tags": tags}
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

    #: The values `CertificateExport` of `aws:certificatemanager:Certificate` may take. Specifies whether the certificate can be exported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    CertificateCertificateExport = Literal["ENABLED", "DISABLED"]

    #: The values `CertificateTransparencyLoggingPreference` of `aws:certificatemanager:Certificate` may take. You can opt out of certificate transparency logging by specifying the DISABLED option. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    CertificateCertificateTransparencyLoggingPreference = Literal["ENABLED", "DISABLED"]

    #: `DomainValidationOptions[*]` of `aws:certificatemanager:Certificate`.
    CertificateDomainValidationOptionsItem = TypedDict("CertificateDomainValidationOptionsItem", {
        "DomainName": Input[str],
        "HostedZoneId": Input[str],
        "ValidationDomain": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:certificatemanager:Certificate`.
    CertificateTagsItem = TypedDict("CertificateTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Certificate(Resource):
        """`aws:certificatemanager:Certificate`: Resource Type definition for AWS::CertificateManager::Certificate

        Inputs (keywords):
          certificate_authority_arn (str): The Amazon Resource Name (ARN) of the private certificate authority (CA) that will be used to issue the certificate. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          certificate_export (CertificateCertificateExport): Specifies whether the certificate can be exported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          certificate_transparency_logging_preference (CertificateCertificateTransparencyLoggingPreference): You can opt out of certificate transparency logging by specifying the DISABLED option. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          domain_name (str): The fully qualified domain name (FQDN), such as www.example.com, with which you want to secure an ACM certificate. Required. A change replaces the resource.
          domain_validation_options (List[CertificateDomainValidationOptionsItem]): Domain information that domain name registrars use to verify your identity. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          id (Any): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          key_algorithm (str): Specifies the algorithm of the public and private key pair that your certificate uses to encrypt data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          subject_alternative_names (List[str]): Additional FQDNs to be included in the Subject Alternative Name extension of the ACM certificate. A change replaces the resource.
          tags (List[CertificateTagsItem]): Key-value pairs that can identify the certificate.
          validation_method (str): The method you want to use to validate that you own or control the domain associated with a public certificate.
        """

        _input_keywords = ("certificate_authority_arn", "certificate_export", "certificate_transparency_logging_preference", "domain_name", "domain_validation_options", "id", "key_algorithm", "subject_alternative_names", "tags", "validation_method")

        def __init__(self, name: str, *, certificate_authority_arn: Optional[Input[str]] = None, certificate_export: Optional[Input[certificatemanager.CertificateCertificateExport]] = None, certificate_transparency_logging_preference: Optional[Input[certificatemanager.CertificateCertificateTransparencyLoggingPreference]] = None, domain_name: Input[str], domain_validation_options: Optional[Input[List[certificatemanager.CertificateDomainValidationOptionsItem]]] = None, id: Optional[Input[Any]] = None, key_algorithm: Optional[Input[str]] = None, subject_alternative_names: Optional[Input[List[str]]] = None, tags: Optional[Input[List[certificatemanager.CertificateTagsItem]]] = None, validation_method: Optional[Input[str]] = None, **options: Any):
            args = {"CertificateAuthorityArn": certificate_authority_arn, "CertificateExport": certificate_export, "CertificateTransparencyLoggingPreference": certificate_transparency_logging_preference, "DomainName": domain_name, "DomainValidationOptions": domain_validation_options, "Id": id, "KeyAlgorithm": key_algorithm, "SubjectAlternativeNames": subject_alternative_names, "Tags": tags, "ValidationMethod": validation_method}
            super().__init__("aws:certificatemanager:Certificate", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def certificate_arn(self) -> Output:
            """Output `CertificateArn` (str)."""
            return self.output("CertificateArn")

        @property
        def status(self) -> Output:
            """PENDING_VALIDATION, ISSUED, FAILED…, as ACM said at the last read (str)."""
            return self.output("Status")

        @property
        def validation_records(self) -> Output:
            """The DNS records that validate the certificate (ValidationMethod DNS), one per domain: make each (a Route 53 record set), then wait with an aws:certificatemanager:CertificateValidation (List[Dict[str, Any]])."""
            return self.output("ValidationRecords")


    class CertificateValidation(Resource):
        """`aws:certificatemanager:CertificateValidation`: Waits until an ACM certificate is issued, its DNS validation records made (Strata's own type, as Terraform's aws_acm_certificate_validation; nothing in AWS: deleting it deletes nothing). The wait is one provider call: past 10 minutes, raise `timeout` under [providers.aws] in Strata.toml as well as TimeoutMinutes.

        Inputs (keywords):
          certificate_arn (str): The certificate to wait for. Required. A change replaces the resource.
          timeout_minutes (float): How long to wait for the certificate to be issued (8 when not given).
          validation_record_fqdns (List[str]): The names of the validation records the program made (the Name of each record set): each must be one of the certificate's ValidationRecords, and the wait depends on them. A change replaces the resource.
        """

        _input_keywords = ("certificate_arn", "timeout_minutes", "validation_record_fqdns")

        def __init__(self, name: str, *, certificate_arn: Input[str], timeout_minutes: Optional[Input[float]] = None, validation_record_fqdns: Optional[Input[List[str]]] = None, **options: Any):
            args = {"CertificateArn": certificate_arn, "TimeoutMinutes": timeout_minutes, "ValidationRecordFqdns": validation_record_fqdns}
            super().__init__("aws:certificatemanager:CertificateValidation", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def certificate_arn(self) -> Output:
            """Output `CertificateArn` (str)."""
            return self.output("CertificateArn")

        @property
        def status(self) -> Output:
            """Output `Status` (str)."""
            return self.output("Status")


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

    #: `ActionConfiguration.AlarmTagsPropagation` of `aws:cloudwatch:Alarm`.
    AlarmActionConfigurationAlarmTagsPropagation = TypedDict("AlarmActionConfigurationAlarmTagsPropagation", {
        "Enabled": Required[Input[bool]],
        "ExcludedTagKeys": Input[List[str]],
        "IncludedTagKeys": Input[List[str]],
    }, total=False)

    #: `ActionConfiguration` of `aws:cloudwatch:Alarm`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    AlarmActionConfiguration = TypedDict("AlarmActionConfiguration", {
        "AlarmTagsPropagation": Input[AlarmActionConfigurationAlarmTagsPropagation],
    }, total=False)

    #: The values `ComparisonOperator` of `aws:cloudwatch:Alarm` may take. The arithmetic operation to use when comparing the specified statistic and threshold.
    AlarmComparisonOperator = Literal["GreaterThanOrEqualToThreshold", "GreaterThanThreshold", "GreaterThanUpperThreshold", "LessThanLowerOrGreaterThanUpperThreshold", "LessThanLowerThreshold", "LessThanOrEqualToThreshold", "LessThanThreshold"]

    #: `Dimensions[*]` of `aws:cloudwatch:Alarm`.
    AlarmDimensionsItem = TypedDict("AlarmDimensionsItem", {
        "Name": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: `EvaluationCriteria.PromQLCriteria` of `aws:cloudwatch:Alarm`.
    AlarmEvaluationCriteriaPromQLCriteria = TypedDict("AlarmEvaluationCriteriaPromQLCriteria", {
        "PendingPeriod": Input[int],
        "Query": Input[str],
        "RecoveryPeriod": Input[int],
    }, total=False)

    #: `EvaluationCriteria` of `aws:cloudwatch:Alarm`. The evaluation criteria for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    AlarmEvaluationCriteria = TypedDict("AlarmEvaluationCriteria", {
        "PromQLCriteria": Input[AlarmEvaluationCriteriaPromQLCriteria],
    }, total=False)

    #: `EvaluationWindow.WallClockWindow` of `aws:cloudwatch:Alarm`.
    AlarmEvaluationWindowWallClockWindow = TypedDict("AlarmEvaluationWindowWallClockWindow", {
        "Timezone": Input[str],
    }, total=False)

    #: `EvaluationWindow` of `aws:cloudwatch:Alarm`. The evaluation window that the alarm uses to select the range of metric data that it evaluates. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    AlarmEvaluationWindow = TypedDict("AlarmEvaluationWindow", {
        "SlidingWindow": Input[Dict[str, Any]],
        "WallClockWindow": Input[AlarmEvaluationWindowWallClockWindow],
    }, total=False)

    #: `Metrics[*].MetricStat.Metric` of `aws:cloudwatch:Alarm`.
    AlarmMetricsItemMetricStatMetric = TypedDict("AlarmMetricsItemMetricStatMetric", {
        "Dimensions": Input[List[Dict[str, Any]]],
        "MetricName": Input[str],
        "Namespace": Input[str],
    }, total=False)

    #: The values `Metrics[*].MetricStat.Unit` of `aws:cloudwatch:Alarm` may take.
    AlarmMetricsItemMetricStatUnit = Literal["Bits", "Bits/Second", "Bytes", "Bytes/Second", "Count", "Count/Second", "Gigabits", "Gigabits/Second", "Gigabytes", "Gigabytes/Second", "Kilobits", "Kilobits/Second", "Kilobytes", "Kilobytes/Second", "Megabits", "Megabits/Second", "Megabytes", "Megabytes/Second", "Microseconds", "Milliseconds", "None", "Percent", "Seconds", "Terabits", "Terabits/Second", "Terabytes", "Terabytes/Second"]

    #: `Metrics[*].MetricStat` of `aws:cloudwatch:Alarm`.
    AlarmMetricsItemMetricStat = TypedDict("AlarmMetricsItemMetricStat", {
        "Metric": Required[Input[AlarmMetricsItemMetricStatMetric]],
        "Period": Required[Input[int]],
        "Stat": Required[Input[str]],
        "Unit": Input[AlarmMetricsItemMetricStatUnit],
    }, total=False)

    #: `Metrics[*]` of `aws:cloudwatch:Alarm`.
    AlarmMetricsItem = TypedDict("AlarmMetricsItem", {
        "AccountId": Input[str],
        "Expression": Input[str],
        "Id": Required[Input[str]],
        "Label": Input[str],
        "MetricStat": Input[AlarmMetricsItemMetricStat],
        "Period": Input[int],
        "ReturnData": Input[bool],
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

    #: `WarmUpConfiguration` of `aws:cloudwatch:Alarm`. The warm-up configuration for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    AlarmWarmUpConfiguration = TypedDict("AlarmWarmUpConfiguration", {
        "OnlyStartEvaluatingAfterWarmUpPeriodEnds": Input[bool],
        "WarmUpPeriodDurationInMinutes": Input[int],
    }, total=False)


    class Alarm(Resource):
        """`aws:cloudwatch:Alarm`: The `AWS::CloudWatch::Alarm` type specifies an alarm and associates it with the specified metric or metric math expression.

        Inputs (keywords):
          action_configuration (AlarmActionConfiguration): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          actions_enabled (bool): Indicates whether actions should be executed during any changes to the alarm state. Default: `true`.
          alarm_actions (List[str]): The list of actions to execute when this alarm transitions into an ALARM state from any other state.
          alarm_description (str): The description of the alarm.
          alarm_name (str): The name of the alarm. A change replaces the resource.
          comparison_operator (AlarmComparisonOperator): The arithmetic operation to use when comparing the specified statistic and threshold.
          datapoints_to_alarm (int): The number of datapoints that must be breaching to trigger the alarm.
          dimensions (List[AlarmDimensionsItem]): The dimensions for the metric associated with the alarm.
          evaluate_low_sample_count_percentile (str): Used only for alarms based on percentiles. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          evaluation_criteria (AlarmEvaluationCriteria): The evaluation criteria for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          evaluation_interval (int): The frequency, in seconds, at which the alarm is evaluated. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          evaluation_periods (int): The number of periods over which data is compared to the specified threshold.
          evaluation_window (AlarmEvaluationWindow): The evaluation window that the alarm uses to select the range of metric data that it evaluates. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          extended_statistic (str): The percentile statistic for the metric associated with the alarm.
          insufficient_data_actions (List[str]): The actions to execute when this alarm transitions to the `INSUFFICIENT_DATA` state from any other state.
          metric_name (str): The name of the metric associated with the alarm.
          metrics (List[AlarmMetricsItem]): An array that enables you to create an alarm based on the result of a metric math expression. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          namespace (str): The namespace of the metric associated with the alarm.
          ok_actions (List[str]): The actions to execute when this alarm transitions to the `OK` state from any other state.
          period (int): The period, in seconds, over which the statistic is applied.
          statistic (AlarmStatistic): The statistic for the metric associated with the alarm, other than percentile.
          tags (List[AlarmTagsItem]): A list of key-value pairs to associate with the alarm.
          threshold (float): The value to compare with the specified statistic.
          threshold_metric_id (str): In an alarm based on an anomaly detection model, this is the ID of the `ANOMALY_DETECTION_BAND` function used as the threshold for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          treat_missing_data (AlarmTreatMissingData): Sets how this alarm is to handle missing data points. Default: `"missing"`.
          unit (AlarmUnit): The unit of the metric associated with the alarm.
          warm_up_configuration (AlarmWarmUpConfiguration): The warm-up configuration for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("action_configuration", "actions_enabled", "alarm_actions", "alarm_description", "alarm_name", "comparison_operator", "datapoints_to_alarm", "dimensions", "evaluate_low_sample_count_percentile", "evaluation_criteria", "evaluation_interval", "evaluation_periods", "evaluation_window", "extended_statistic", "insufficient_data_actions", "metric_name", "metrics", "namespace", "ok_actions", "period", "statistic", "tags", "threshold", "threshold_metric_id", "treat_missing_data", "unit", "warm_up_configuration")

        def __init__(self, name: str, *, action_configuration: Optional[Input[cloudwatch.AlarmActionConfiguration]] = None, actions_enabled: Optional[Input[bool]] = None, alarm_actions: Optional[Input[List[str]]] = None, alarm_description: Optional[Input[str]] = None, alarm_name: Optional[Input[str]] = None, comparison_operator: Optional[Input[cloudwatch.AlarmComparisonOperator]] = None, datapoints_to_alarm: Optional[Input[int]] = None, dimensions: Optional[Input[List[cloudwatch.AlarmDimensionsItem]]] = None, evaluate_low_sample_count_percentile: Optional[Input[str]] = None, evaluation_criteria: Optional[Input[cloudwatch.AlarmEvaluationCriteria]] = None, evaluation_interval: Optional[Input[int]] = None, evaluation_periods: Optional[Input[int]] = None, evaluation_window: Optional[Input[cloudwatch.AlarmEvaluationWindow]] = None, extended_statistic: Optional[Input[str]] = None, insufficient_data_actions: Optional[Input[List[str]]] = None, metric_name: Optional[Input[str]] = None, metrics: Optional[Input[List[cloudwatch.AlarmMetricsItem]]] = None, namespace: Optional[Input[str]] = None, ok_actions: Optional[Input[List[str]]] = None, period: Optional[Input[int]] = None, statistic: Optional[Input[cloudwatch.AlarmStatistic]] = None, tags: Optional[Input[List[cloudwatch.AlarmTagsItem]]] = None, threshold: Optional[Input[float]] = None, threshold_metric_id: Optional[Input[str]] = None, treat_missing_data: Optional[Input[cloudwatch.AlarmTreatMissingData]] = None, unit: Optional[Input[cloudwatch.AlarmUnit]] = None, warm_up_configuration: Optional[Input[cloudwatch.AlarmWarmUpConfiguration]] = None, **options: Any):
            args = {"ActionConfiguration": action_configuration, "ActionsEnabled": actions_enabled, "AlarmActions": alarm_actions, "AlarmDescription": alarm_description, "AlarmName": alarm_name, "ComparisonOperator": comparison_operator, "DatapointsToAlarm": datapoints_to_alarm, "Dimensions": dimensions, "EvaluateLowSampleCountPercentile": evaluate_low_sample_count_percentile, "EvaluationCriteria": evaluation_criteria, "EvaluationInterval": evaluation_interval, "EvaluationPeriods": evaluation_periods, "EvaluationWindow": evaluation_window, "ExtendedStatistic": extended_statistic, "InsufficientDataActions": insufficient_data_actions, "MetricName": metric_name, "Metrics": metrics, "Namespace": namespace, "OKActions": ok_actions, "Period": period, "Statistic": statistic, "Tags": tags, "Threshold": threshold, "ThresholdMetricId": threshold_metric_id, "TreatMissingData": treat_missing_data, "Unit": unit, "WarmUpConfiguration": warm_up_configuration}
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

    #: The values `ContributorInsightsSpecification.Mode` of `aws:dynamodb:Table` may take.
    TableContributorInsightsSpecificationMode = Literal["ACCESSED_AND_THROTTLED_KEYS", "THROTTLED_KEYS"]

    #: `ContributorInsightsSpecification` of `aws:dynamodb:Table`. The settings used to specify whether to enable CloudWatch Contributor Insights for the table and define which events to monitor. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TableContributorInsightsSpecification = TypedDict("TableContributorInsightsSpecification", {
        "Enabled": Required[Input[bool]],
        "Mode": Input[TableContributorInsightsSpecificationMode],
    }, total=False)

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

    #: `ImportSourceSpecification.InputFormatOptions.Csv` of `aws:dynamodb:Table`.
    TableImportSourceSpecificationInputFormatOptionsCsv = TypedDict("TableImportSourceSpecificationInputFormatOptionsCsv", {
        "Delimiter": Input[str],
        "HeaderList": Input[List[str]],
    }, total=False)

    #: `ImportSourceSpecification.InputFormatOptions` of `aws:dynamodb:Table`.
    TableImportSourceSpecificationInputFormatOptions = TypedDict("TableImportSourceSpecificationInputFormatOptions", {
        "Csv": Input[TableImportSourceSpecificationInputFormatOptionsCsv],
    }, total=False)

    #: `ImportSourceSpecification.S3BucketSource` of `aws:dynamodb:Table`.
    TableImportSourceSpecificationS3BucketSource = TypedDict("TableImportSourceSpecificationS3BucketSource", {
        "S3Bucket": Required[Input[str]],
        "S3BucketOwner": Input[str],
        "S3KeyPrefix": Input[str],
    }, total=False)

    #: `ImportSourceSpecification` of `aws:dynamodb:Table`. Specifies the properties of data being imported from the S3 bucket source to the" table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TableImportSourceSpecification = TypedDict("TableImportSourceSpecification", {
        "InputCompressionType": Input[str],
        "InputFormat": Required[Input[str]],
        "InputFormatOptions": Input[TableImportSourceSpecificationInputFormatOptions],
        "S3BucketSource": Required[Input[TableImportSourceSpecificationS3BucketSource]],
    }, total=False)

    #: `KeySchema[*]` of `aws:dynamodb:Table`.
    TableKeySchemaItem = TypedDict("TableKeySchemaItem", {
        "AttributeName": Required[Input[str]],
        "KeyType": Required[Input[str]],
    }, total=False)

    #: The values `KinesisStreamSpecification.ApproximateCreationDateTimePrecision` of `aws:dynamodb:Table` may take.
    TableKinesisStreamSpecificationApproximateCreationDateTimePrecision = Literal["MICROSECOND", "MILLISECOND"]

    #: `KinesisStreamSpecification` of `aws:dynamodb:Table`. The Kinesis Data Streams configuration for the specified table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TableKinesisStreamSpecification = TypedDict("TableKinesisStreamSpecification", {
        "ApproximateCreationDateTimePrecision": Input[TableKinesisStreamSpecificationApproximateCreationDateTimePrecision],
        "StreamArn": Required[Input[str]],
    }, total=False)

    #: `LocalSecondaryIndexes[*].KeySchema[*]` of `aws:dynamodb:Table`.
    TableLocalSecondaryIndexesItemKeySchemaItem = TypedDict("TableLocalSecondaryIndexesItemKeySchemaItem", {
        "AttributeName": Required[Input[str]],
        "KeyType": Required[Input[str]],
    }, total=False)

    #: The values `LocalSecondaryIndexes[*].Projection.ProjectionType` of `aws:dynamodb:Table` may take.
    TableLocalSecondaryIndexesItemProjectionProjectionType = Literal["ALL", "INCLUDE", "KEYS_ONLY"]

    #: `LocalSecondaryIndexes[*].Projection` of `aws:dynamodb:Table`.
    TableLocalSecondaryIndexesItemProjection = TypedDict("TableLocalSecondaryIndexesItemProjection", {
        "NonKeyAttributes": Input[List[str]],
        "ProjectionType": Input[TableLocalSecondaryIndexesItemProjectionProjectionType],
    }, total=False)

    #: `LocalSecondaryIndexes[*]` of `aws:dynamodb:Table`.
    TableLocalSecondaryIndexesItem = TypedDict("TableLocalSecondaryIndexesItem", {
        "IndexName": Required[Input[str]],
        "KeySchema": Required[Input[List[TableLocalSecondaryIndexesItemKeySchemaItem]]],
        "Projection": Required[Input[TableLocalSecondaryIndexesItemProjection]],
    }, total=False)

    #: `OnDemandThroughput` of `aws:dynamodb:Table`. Sets the maximum number of read and write units for the specified on-demand table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TableOnDemandThroughput = TypedDict("TableOnDemandThroughput", {
        "MaxReadRequestUnits": Input[int],
        "MaxWriteRequestUnits": Input[int],
    }, total=False)

    #: `PointInTimeRecoverySpecification` of `aws:dynamodb:Table`. The settings used to enable point in time recovery. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TablePointInTimeRecoverySpecification = TypedDict("TablePointInTimeRecoverySpecification", {
        "PointInTimeRecoveryEnabled": Input[bool],
        "RecoveryPeriodInDays": Input[int],
    }, total=False)

    #: `ProvisionedThroughput` of `aws:dynamodb:Table`. {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED
    TableProvisionedThroughput = TypedDict("TableProvisionedThroughput", {
        "ReadCapacityUnits": Required[Input[int]],
        "WriteCapacityUnits": Required[Input[int]],
    }, total=False)

    #: `ResourcePolicy` of `aws:dynamodb:Table`. An AWS resource-based policy document in JSON format that will be attached to the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TableResourcePolicy = TypedDict("TableResourcePolicy", {
        "PolicyDocument": Required[Input[Any]],
    }, total=False)

    #: The values `SSESpecification.SSEType` of `aws:dynamodb:Table` may take.
    TableSSESpecificationSSEType = Literal["KMS"]

    #: `SSESpecification` of `aws:dynamodb:Table`. Specifies the settings to enable server-side encryption. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TableSSESpecification = TypedDict("TableSSESpecification", {
        "KMSMasterKeyId": Input[str],
        "SSEEnabled": Required[Input[bool]],
        "SSEType": Input[TableSSESpecificationSSEType],
    }, total=False)

    #: The values `StreamSpecification.StreamViewType` of `aws:dynamodb:Table` may take.
    TableStreamSpecificationStreamViewType = Literal["KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"]

    #: `StreamSpecification` of `aws:dynamodb:Table`. {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn)
    TableStreamSpecification = TypedDict("TableStreamSpecification", {
        "StreamViewType": Required[Input[TableStreamSpecificationStreamViewType]],
    }, total=False)

    #: The values `TableClass` of `aws:dynamodb:Table` may take. The table class of the new table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TableTableClass = Literal["STANDARD", "STANDARD_INFREQUENT_ACCESS"]

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

    #: The values `VectorIndexes[*].DistanceFunction` of `aws:dynamodb:Table` may take.
    TableVectorIndexesItemDistanceFunction = Literal["COSINE", "DOT_PRODUCT", "EUCLIDEAN"]

    #: The values `VectorIndexes[*].Projection.ProjectionType` of `aws:dynamodb:Table` may take.
    TableVectorIndexesItemProjectionProjectionType = Literal["ALL", "INCLUDE", "KEYS_ONLY"]

    #: `VectorIndexes[*].Projection` of `aws:dynamodb:Table`.
    TableVectorIndexesItemProjection = TypedDict("TableVectorIndexesItemProjection", {
        "NonKeyAttributes": Input[List[str]],
        "ProjectionType": Input[TableVectorIndexesItemProjectionProjectionType],
    }, total=False)

    #: The values `VectorIndexes[*].SearchSchema[*].SearchSchemaElementType` of `aws:dynamodb:Table` may take.
    TableVectorIndexesItemSearchSchemaItemSearchSchemaElementType = Literal["HASH", "INLINE_FILTER"]

    #: `VectorIndexes[*].SearchSchema[*]` of `aws:dynamodb:Table`.
    TableVectorIndexesItemSearchSchemaItem = TypedDict("TableVectorIndexesItemSearchSchemaItem", {
        "AttributeName": Required[Input[str]],
        "SearchSchemaElementType": Required[Input[TableVectorIndexesItemSearchSchemaItemSearchSchemaElementType]],
    }, total=False)

    #: `VectorIndexes[*].VectorAttribute` of `aws:dynamodb:Table`.
    TableVectorIndexesItemVectorAttribute = TypedDict("TableVectorIndexesItemVectorAttribute", {
        "AttributeName": Required[Input[str]],
    }, total=False)

    #: `VectorIndexes[*]` of `aws:dynamodb:Table`.
    TableVectorIndexesItem = TypedDict("TableVectorIndexesItem", {
        "Dimensions": Required[Input[int]],
        "DistanceFunction": Required[Input[TableVectorIndexesItemDistanceFunction]],
        "IndexName": Required[Input[str]],
        "Projection": Required[Input[TableVectorIndexesItemProjection]],
        "SearchSchema": Input[List[TableVectorIndexesItemSearchSchemaItem]],
        "VectorAttribute": Required[Input[TableVectorIndexesItemVectorAttribute]],
    }, total=False)

    #: `WarmThroughput` of `aws:dynamodb:Table`. Represents the warm throughput (in read units per second and write units per second) for creating a table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TableWarmThroughput = TypedDict("TableWarmThroughput", {
        "ReadUnitsPerSecond": Input[int],
        "WriteUnitsPerSecond": Input[int],
    }, total=False)


    class Table(Resource):
        """`aws:dynamodb:Table`: A DynamoDB table (AWS::DynamoDB::Table).

        Inputs (keywords):
          attribute_definitions (List[TableAttributeDefinitionsItem]): [{"AttributeName": N, "AttributeType": "S" | "N" | "B"}]. Required.
          billing_mode (TableBillingMode): PAY_PER_REQUEST (default) or PROVISIONED. Default: `"PAY_PER_REQUEST"`.
          contributor_insights_specification (TableContributorInsightsSpecification): The settings used to specify whether to enable CloudWatch Contributor Insights for the table and define which events to monitor. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          deletion_protection_enabled (bool): Determines if a table is protected from deletion. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          global_secondary_indexes (List[TableGlobalSecondaryIndexesItem]): [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again).
          import_source_specification (TableImportSourceSpecification): Specifies the properties of data being imported from the S3 bucket source to the" table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          key_schema (List[TableKeySchemaItem]): [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]. Required. A change replaces the resource.
          kinesis_stream_specification (TableKinesisStreamSpecification): The Kinesis Data Streams configuration for the specified table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          local_secondary_indexes (List[TableLocalSecondaryIndexesItem]): Local secondary indexes to be created on the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          on_demand_throughput (TableOnDemandThroughput): Sets the maximum number of read and write units for the specified on-demand table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          point_in_time_recovery_specification (TablePointInTimeRecoverySpecification): The settings used to enable point in time recovery. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          provisioned_throughput (TableProvisionedThroughput): {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED.
          resource_policy (TableResourcePolicy): An AWS resource-based policy document in JSON format that will be attached to the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          sse_specification (TableSSESpecification): Specifies the settings to enable server-side encryption. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          stream_specification (TableStreamSpecification): {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn).
          table_class (TableTableClass): The table class of the new table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          table_name (str): By default the resource's name and a suffix. A change replaces the resource.
          tags (List[TableTagsItem]): [{"Key": K, "Value": V}].
          time_to_live_specification (TableTimeToLiveSpecification): {"AttributeName": N, "Enabled": true}.
          vector_indexes (List[TableVectorIndexesItem]): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          warm_throughput (TableWarmThroughput): Represents the warm throughput (in read units per second and write units per second) for creating a table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("attribute_definitions", "billing_mode", "contributor_insights_specification", "deletion_protection_enabled", "global_secondary_indexes", "import_source_specification", "key_schema", "kinesis_stream_specification", "local_secondary_indexes", "on_demand_throughput", "point_in_time_recovery_specification", "provisioned_throughput", "resource_policy", "sse_specification", "stream_specification", "table_class", "table_name", "tags", "time_to_live_specification", "vector_indexes", "warm_throughput")

        def __init__(self, name: str, *, attribute_definitions: Input[List[dynamodb.TableAttributeDefinitionsItem]], billing_mode: Optional[Input[dynamodb.TableBillingMode]] = None, contributor_insights_specification: Optional[Input[dynamodb.TableContributorInsightsSpecification]] = None, deletion_protection_enabled: Optional[Input[bool]] = None, global_secondary_indexes: Optional[Input[List[dynamodb.TableGlobalSecondaryIndexesItem]]] = None, import_source_specification: Optional[Input[dynamodb.TableImportSourceSpecification]] = None, key_schema: Input[List[dynamodb.TableKeySchemaItem]], kinesis_stream_specification: Optional[Input[dynamodb.TableKinesisStreamSpecification]] = None, local_secondary_indexes: Optional[Input[List[dynamodb.TableLocalSecondaryIndexesItem]]] = None, on_demand_throughput: Optional[Input[dynamodb.TableOnDemandThroughput]] = None, point_in_time_recovery_specification: Optional[Input[dynamodb.TablePointInTimeRecoverySpecification]] = None, provisioned_throughput: Optional[Input[dynamodb.TableProvisionedThroughput]] = None, resource_policy: Optional[Input[dynamodb.TableResourcePolicy]] = None, sse_specification: Optional[Input[dynamodb.TableSSESpecification]] = None, stream_specification: Optional[Input[dynamodb.TableStreamSpecification]] = None, table_class: Optional[Input[dynamodb.TableTableClass]] = None, table_name: Optional[Input[str]] = None, tags: Optional[Input[List[dynamodb.TableTagsItem]]] = None, time_to_live_specification: Optional[Input[dynamodb.TableTimeToLiveSpecification]] = None, vector_indexes: Optional[Input[List[dynamodb.TableVectorIndexesItem]]] = None, warm_throughput: Optional[Input[dynamodb.TableWarmThroughput]] = None, **options: Any):
            args = {"AttributeDefinitions": attribute_definitions, "BillingMode": billing_mode, "ContributorInsightsSpecification": contributor_insights_specification, "DeletionProtectionEnabled": deletion_protection_enabled, "GlobalSecondaryIndexes": global_secondary_indexes, "ImportSourceSpecification": import_source_specification, "KeySchema": key_schema, "KinesisStreamSpecification": kinesis_stream_specification, "LocalSecondaryIndexes": local_secondary_indexes, "OnDemandThroughput": on_demand_throughput, "PointInTimeRecoverySpecification": point_in_time_recovery_specification, "ProvisionedThroughput": provisioned_throughput, "ResourcePolicy": resource_policy, "SSESpecification": sse_specification, "StreamSpecification": stream_specification, "TableClass": table_class, "TableName": table_name, "Tags": tags, "TimeToLiveSpecification": time_to_live_specification, "VectorIndexes": vector_indexes, "WarmThroughput": warm_throughput}
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
          carrier_gateway_id (str): The ID of the carrier gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          core_network_arn (str): The Amazon Resource Name (ARN) of the core network. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          destination_cidr_block (str): Required. A change replaces the resource.
          destination_ipv6_cidr_block (str): The IPv6 CIDR block used for the destination match. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          destination_prefix_list_id (str): The ID of a prefix list used for the destination match. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          egress_only_internet_gateway_id (str): [IPv6 traffic only] The ID of an egress-only internet gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          gateway_id (str): Required.
          instance_id (str): The ID of a NAT instance in your VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          local_gateway_id (str): The ID of the local gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          nat_gateway_id (str): [IPv4 traffic only] The ID of a NAT gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          network_interface_id (str): The ID of a network interface. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          odb_network_arn (str): The Amazon Resource Name (ARN) of the ODB network. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          route_table_id (str): Required. A change replaces the resource.
          transit_gateway_id (str): The ID of a transit gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          vpc_endpoint_id (str): The ID of a VPC endpoint. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          vpc_peering_connection_id (str): The ID of a VPC peering connection. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("carrier_gateway_id", "core_network_arn", "destination_cidr_block", "destination_ipv6_cidr_block", "destination_prefix_list_id", "egress_only_internet_gateway_id", "gateway_id", "instance_id", "local_gateway_id", "nat_gateway_id", "network_interface_id", "odb_network_arn", "route_table_id", "transit_gateway_id", "vpc_endpoint_id", "vpc_peering_connection_id")

        def __init__(self, name: str, *, carrier_gateway_id: Optional[Input[str]] = None, core_network_arn: Optional[Input[str]] = None, destination_cidr_block: Input[str], destination_ipv6_cidr_block: Optional[Input[str]] = None, destination_prefix_list_id: Optional[Input[str]] = None, egress_only_internet_gateway_id: Optional[Input[str]] = None, gateway_id: Input[str], instance_id: Optional[Input[str]] = None, local_gateway_id: Optional[Input[str]] = None, nat_gateway_id: Optional[Input[str]] = None, network_interface_id: Optional[Input[str]] = None, odb_network_arn: Optional[Input[str]] = None, route_table_id: Input[str], transit_gateway_id: Optional[Input[str]] = None, vpc_endpoint_id: Optional[Input[str]] = None, vpc_peering_connection_id: Optional[Input[str]] = None, **options: Any):
            args = {"CarrierGatewayId": carrier_gateway_id, "CoreNetworkArn": core_network_arn, "DestinationCidrBlock": destination_cidr_block, "DestinationIpv6CidrBlock": destination_ipv6_cidr_block, "DestinationPrefixListId": destination_prefix_list_id, "EgressOnlyInternetGatewayId": egress_only_internet_gateway_id, "GatewayId": gateway_id, "InstanceId": instance_id, "LocalGatewayId": local_gateway_id, "NatGatewayId": nat_gateway_id, "NetworkInterfaceId": network_interface_id, "OdbNetworkArn": odb_network_arn, "RouteTableId": route_table_id, "TransitGatewayId": transit_gateway_id, "VpcEndpointId": vpc_endpoint_id, "VpcPeeringConnectionId": vpc_peering_connection_id}
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

    #: `PrivateDnsNameOptionsOnLaunch` of `aws:ec2:Subnet`. The hostname type for EC2 instances launched into this subnet and how DNS A and AAAA record queries to the instances should be handled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    SubnetPrivateDnsNameOptionsOnLaunch = TypedDict("SubnetPrivateDnsNameOptionsOnLaunch", {
        "EnableResourceNameDnsAAAARecord": Input[bool],
        "EnableResourceNameDnsARecord": Input[bool],
        "HostnameType": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:ec2:Subnet`.
    SubnetTagsItem = TypedDict("SubnetTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Subnet(Resource):
        """`aws:ec2:Subnet`: A subnet of a VPC (AWS::EC2::Subnet).

        Inputs (keywords):
          assign_ipv6_address_on_creation (bool): Indicates whether a network interface created in this subnet receives an IPv6 address. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          availability_zone (str): A change replaces the resource.
          availability_zone_id (str): The AZ ID of the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          cidr_block (str): Required. A change replaces the resource.
          enable_dns64 (bool): Indicates whether DNS queries made to the Amazon-provided DNS Resolver in this subnet should return synthetic IPv6 addresses for IPv4-only destinations. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          enable_lni_at_device_index (int): Indicates the device position for local network interfaces in this subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          ipv4_ipam_pool_id (str): An IPv4 IPAM pool ID for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          ipv4_netmask_length (int): An IPv4 netmask length for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          ipv6_cidr_block (str): The IPv6 CIDR block. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          ipv6_ipam_pool_id (str): An IPv6 IPAM pool ID for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          ipv6_native (bool): Indicates whether this is an IPv6 only subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          ipv6_netmask_length (int): An IPv6 netmask length for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          map_public_ip_on_launch (bool): 
          outpost_arn (str): The Amazon Resource Name (ARN) of the Outpost. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          private_dns_name_options_on_launch (SubnetPrivateDnsNameOptionsOnLaunch): The hostname type for EC2 instances launched into this subnet and how DNS A and AAAA record queries to the instances should be handled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[SubnetTagsItem]): [{"Key": K, "Value": V}].
          vpc_id (str): Required. A change replaces the resource.
        """

        _input_keywords = ("assign_ipv6_address_on_creation", "availability_zone", "availability_zone_id", "cidr_block", "enable_dns64", "enable_lni_at_device_index", "ipv4_ipam_pool_id", "ipv4_netmask_length", "ipv6_cidr_block", "ipv6_ipam_pool_id", "ipv6_native", "ipv6_netmask_length", "map_public_ip_on_launch", "outpost_arn", "private_dns_name_options_on_launch", "tags", "vpc_id")

        def __init__(self, name: str, *, assign_ipv6_address_on_creation: Optional[Input[bool]] = None, availability_zone: Optional[Input[str]] = None, availability_zone_id: Optional[Input[str]] = None, cidr_block: Input[str], enable_dns64: Optional[Input[bool]] = None, enable_lni_at_device_index: Optional[Input[int]] = None, ipv4_ipam_pool_id: Optional[Input[str]] = None, ipv4_netmask_length: Optional[Input[int]] = None, ipv6_cidr_block: Optional[Input[str]] = None, ipv6_ipam_pool_id: Optional[Input[str]] = None, ipv6_native: Optional[Input[bool]] = None, ipv6_netmask_length: Optional[Input[int]] = None, map_public_ip_on_launch: Optional[Input[bool]] = None, outpost_arn: Optional[Input[str]] = None, private_dns_name_options_on_launch: Optional[Input[ec2.SubnetPrivateDnsNameOptionsOnLaunch]] = None, tags: Optional[Input[List[ec2.SubnetTagsItem]]] = None, vpc_id: Input[str], **options: Any):
            args = {"AssignIpv6AddressOnCreation": assign_ipv6_address_on_creation, "AvailabilityZone": availability_zone, "AvailabilityZoneId": availability_zone_id, "CidrBlock": cidr_block, "EnableDns64": enable_dns64, "EnableLniAtDeviceIndex": enable_lni_at_device_index, "Ipv4IpamPoolId": ipv4_ipam_pool_id, "Ipv4NetmaskLength": ipv4_netmask_length, "Ipv6CidrBlock": ipv6_cidr_block, "Ipv6IpamPoolId": ipv6_ipam_pool_id, "Ipv6Native": ipv6_native, "Ipv6NetmaskLength": ipv6_netmask_length, "MapPublicIpOnLaunch": map_public_ip_on_launch, "OutpostArn": outpost_arn, "PrivateDnsNameOptionsOnLaunch": private_dns_name_options_on_launch, "Tags": tags, "VpcId": vpc_id}
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

    #: The values `InstanceTenancy` of `aws:ec2:VPC` may take. The allowed tenancy of instances launched into the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    VPCInstanceTenancy = Literal["dedicated", "default", "host"]

    #: `Tags[*]` of `aws:ec2:VPC`.
    VPCTagsItem = TypedDict("VPCTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: The values `VpcEncryptionControl.EgressOnlyInternetGatewayExclusion` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlEgressOnlyInternetGatewayExclusion = Literal["enable", "disable"]

    #: The values `VpcEncryptionControl.ElasticFileSystemExclusion` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlElasticFileSystemExclusion = Literal["enable", "disable"]

    #: The values `VpcEncryptionControl.InternetGatewayExclusion` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlInternetGatewayExclusion = Literal["enable", "disable"]

    #: The values `VpcEncryptionControl.LambdaExclusion` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlLambdaExclusion = Literal["enable", "disable"]

    #: The values `VpcEncryptionControl.Mode` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlMode = Literal["monitor", "enforce"]

    #: The values `VpcEncryptionControl.NatGatewayExclusion` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlNatGatewayExclusion = Literal["enable", "disable"]

    #: `VpcEncryptionControl.ResourceExclusions.EgressOnlyInternetGateway` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusionsEgressOnlyInternetGateway = TypedDict("VPCVpcEncryptionControlResourceExclusionsEgressOnlyInternetGateway", {
        "State": Input[str],
        "StateMessage": Input[str],
    }, total=False)

    #: `VpcEncryptionControl.ResourceExclusions.ElasticFileSystem` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusionsElasticFileSystem = TypedDict("VPCVpcEncryptionControlResourceExclusionsElasticFileSystem", {
        "State": Input[str],
        "StateMessage": Input[str],
    }, total=False)

    #: `VpcEncryptionControl.ResourceExclusions.InternetGateway` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusionsInternetGateway = TypedDict("VPCVpcEncryptionControlResourceExclusionsInternetGateway", {
        "State": Input[str],
        "StateMessage": Input[str],
    }, total=False)

    #: `VpcEncryptionControl.ResourceExclusions.Lambda` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusionsLambda = TypedDict("VPCVpcEncryptionControlResourceExclusionsLambda", {
        "State": Input[str],
        "StateMessage": Input[str],
    }, total=False)

    #: `VpcEncryptionControl.ResourceExclusions.NatGateway` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusionsNatGateway = TypedDict("VPCVpcEncryptionControlResourceExclusionsNatGateway", {
        "State": Input[str],
        "StateMessage": Input[str],
    }, total=False)

    #: `VpcEncryptionControl.ResourceExclusions.VirtualPrivateGateway` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusionsVirtualPrivateGateway = TypedDict("VPCVpcEncryptionControlResourceExclusionsVirtualPrivateGateway", {
        "State": Input[str],
        "StateMessage": Input[str],
    }, total=False)

    #: `VpcEncryptionControl.ResourceExclusions.VpcLattice` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusionsVpcLattice = TypedDict("VPCVpcEncryptionControlResourceExclusionsVpcLattice", {
        "State": Input[str],
        "StateMessage": Input[str],
    }, total=False)

    #: `VpcEncryptionControl.ResourceExclusions.VpcPeering` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusionsVpcPeering = TypedDict("VPCVpcEncryptionControlResourceExclusionsVpcPeering", {
        "State": Input[str],
        "StateMessage": Input[str],
    }, total=False)

    #: `VpcEncryptionControl.ResourceExclusions` of `aws:ec2:VPC`.
    VPCVpcEncryptionControlResourceExclusions = TypedDict("VPCVpcEncryptionControlResourceExclusions", {
        "EgressOnlyInternetGateway": Input[VPCVpcEncryptionControlResourceExclusionsEgressOnlyInternetGateway],
        "ElasticFileSystem": Input[VPCVpcEncryptionControlResourceExclusionsElasticFileSystem],
        "InternetGateway": Input[VPCVpcEncryptionControlResourceExclusionsInternetGateway],
        "Lambda": Input[VPCVpcEncryptionControlResourceExclusionsLambda],
        "NatGateway": Input[VPCVpcEncryptionControlResourceExclusionsNatGateway],
        "VirtualPrivateGateway": Input[VPCVpcEncryptionControlResourceExclusionsVirtualPrivateGateway],
        "VpcLattice": Input[VPCVpcEncryptionControlResourceExclusionsVpcLattice],
        "VpcPeering": Input[VPCVpcEncryptionControlResourceExclusionsVpcPeering],
    }, total=False)

    #: The values `VpcEncryptionControl.VirtualPrivateGatewayExclusion` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlVirtualPrivateGatewayExclusion = Literal["enable", "disable"]

    #: The values `VpcEncryptionControl.VpcLatticeExclusion` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlVpcLatticeExclusion = Literal["enable", "disable"]

    #: The values `VpcEncryptionControl.VpcPeeringExclusion` of `aws:ec2:VPC` may take.
    VPCVpcEncryptionControlVpcPeeringExclusion = Literal["enable", "disable"]

    #: `VpcEncryptionControl` of `aws:ec2:VPC`. Describes the configuration and state of VPC encryption controls. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    VPCVpcEncryptionControl = TypedDict("VPCVpcEncryptionControl", {
        "EgressOnlyInternetGatewayExclusion": Input[VPCVpcEncryptionControlEgressOnlyInternetGatewayExclusion],
        "ElasticFileSystemExclusion": Input[VPCVpcEncryptionControlElasticFileSystemExclusion],
        "InternetGatewayExclusion": Input[VPCVpcEncryptionControlInternetGatewayExclusion],
        "LambdaExclusion": Input[VPCVpcEncryptionControlLambdaExclusion],
        "Mode": Input[VPCVpcEncryptionControlMode],
        "NatGatewayExclusion": Input[VPCVpcEncryptionControlNatGatewayExclusion],
        "ResourceExclusions": Input[VPCVpcEncryptionControlResourceExclusions],
        "State": Input[str],
        "StateMessage": Input[str],
        "VirtualPrivateGatewayExclusion": Input[VPCVpcEncryptionControlVirtualPrivateGatewayExclusion],
        "VpcEncryptionControlId": Input[str],
        "VpcId": Input[str],
        "VpcLatticeExclusion": Input[VPCVpcEncryptionControlVpcLatticeExclusion],
        "VpcPeeringExclusion": Input[VPCVpcEncryptionControlVpcPeeringExclusion],
    }, total=False)


    class VPC(Resource):
        """`aws:ec2:VPC`: A VPC (AWS::EC2::VPC).

        Inputs (keywords):
          cidr_block (str): Required. A change replaces the resource.
          enable_dns_hostnames (bool): Default: `false`.
          enable_dns_support (bool): Default: `true`.
          instance_tenancy (VPCInstanceTenancy): The allowed tenancy of instances launched into the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          ipv4_ipam_pool_id (str): The ID of an IPv4 IPAM pool you want to use for allocating this VPC's CIDR. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          ipv4_netmask_length (int): The netmask length of the IPv4 CIDR you want to allocate to this VPC from an Amazon VPC IP Address Manager (IPAM) pool. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          tags (List[VPCTagsItem]): [{"Key": K, "Value": V}].
          vpc_encryption_control (VPCVpcEncryptionControl): Describes the configuration and state of VPC encryption controls. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
        """

        _input_keywords = ("cidr_block", "enable_dns_hostnames", "enable_dns_support", "instance_tenancy", "ipv4_ipam_pool_id", "ipv4_netmask_length", "tags", "vpc_encryption_control")

        def __init__(self, name: str, *, cidr_block: Input[str], enable_dns_hostnames: Optional[Input[bool]] = None, enable_dns_support: Optional[Input[bool]] = None, instance_tenancy: Optional[Input[ec2.VPCInstanceTenancy]] = None, ipv4_ipam_pool_id: Optional[Input[str]] = None, ipv4_netmask_length: Optional[Input[int]] = None, tags: Optional[Input[List[ec2.VPCTagsItem]]] = None, vpc_encryption_control: Optional[Input[ec2.VPCVpcEncryptionControl]] = None, **options: Any):
            args = {"CidrBlock": cidr_block, "EnableDnsHostnames": enable_dns_hostnames, "EnableDnsSupport": enable_dns_support, "InstanceTenancy": instance_tenancy, "Ipv4IpamPoolId": ipv4_ipam_pool_id, "Ipv4NetmaskLength": ipv4_netmask_length, "Tags": tags, "VpcEncryptionControl": vpc_encryption_control}
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
          vpn_gateway_id (str): The ID of the virtual private gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("internet_gateway_id", "vpc_id", "vpn_gateway_id")

        def __init__(self, name: str, *, internet_gateway_id: Input[str], vpc_id: Input[str], vpn_gateway_id: Optional[Input[str]] = None, **options: Any):
            args = {"InternetGatewayId": internet_gateway_id, "VpcId": vpc_id, "VpnGatewayId": vpn_gateway_id}
            super().__init__("aws:ec2:VPCGatewayAttachment", name, {k: v for k, v in args.items() if v is not None}, **options)


class ecr:
    """`aws:ecr:*` resources."""

    #: The values `EncryptionConfiguration.EncryptionType` of `aws:ecr:Repository` may take.
    RepositoryEncryptionConfigurationEncryptionType = Literal["AES256", "KMS", "KMS_DSSE"]

    #: `EncryptionConfiguration` of `aws:ecr:Repository`. The encryption configuration for the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    RepositoryEncryptionConfiguration = TypedDict("RepositoryEncryptionConfiguration", {
        "EncryptionType": Required[Input[RepositoryEncryptionConfigurationEncryptionType]],
        "KmsKey": Input[str],
    }, total=False)

    #: `ImageScanningConfiguration` of `aws:ecr:Repository`. The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level.
    RepositoryImageScanningConfiguration = TypedDict("RepositoryImageScanningConfiguration", {
        "ScanOnPush": Input[bool],
    }, total=False)

    #: The values `ImageTagMutability` of `aws:ecr:Repository` may take. The tag mutability setting for the repository.
    RepositoryImageTagMutability = Literal["MUTABLE", "IMMUTABLE", "MUTABLE_WITH_EXCLUSION", "IMMUTABLE_WITH_EXCLUSION"]

    #: The values `ImageTagMutabilityExclusionFilters[*].ImageTagMutabilityExclusionFilterType` of `aws:ecr:Repository` may take.
    RepositoryImageTagMutabilityExclusionFiltersItemImageTagMutabilityExclusionFilterType = Literal["WILDCARD"]

    #: `ImageTagMutabilityExclusionFilters[*]` of `aws:ecr:Repository`.
    RepositoryImageTagMutabilityExclusionFiltersItem = TypedDict("RepositoryImageTagMutabilityExclusionFiltersItem", {
        "ImageTagMutabilityExclusionFilterType": Required[Input[RepositoryImageTagMutabilityExclusionFiltersItemImageTagMutabilityExclusionFilterType]],
        "ImageTagMutabilityExclusionFilterValue": Required[Input[str]],
    }, total=False)

    #: `LifecyclePolicy` of `aws:ecr:Repository`. Creates or updates a lifecycle policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    RepositoryLifecyclePolicy = TypedDict("RepositoryLifecyclePolicy", {
        "LifecyclePolicyText": Input[str],
        "RegistryId": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:ecr:Repository`.
    RepositoryTagsItem = TypedDict("RepositoryTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Repository(Resource):
        """`aws:ecr:Repository`: The `AWS::ECR::Repository` resource specifies an Amazon Elastic Container Registry (Amazon ECR) repository, where users can push and pull Docker images, Open C…

        Inputs (keywords):
          empty_on_delete (bool): If true, deleting the repository force deletes the contents of the repository.
          encryption_configuration (RepositoryEncryptionConfiguration): The encryption configuration for the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          image_scanning_configuration (RepositoryImageScanningConfiguration): The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level. Default: `{"ScanOnPush":false}`.
          image_tag_mutability (RepositoryImageTagMutability): The tag mutability setting for the repository. Default: `"MUTABLE"`.
          image_tag_mutability_exclusion_filters (List[RepositoryImageTagMutabilityExclusionFiltersItem]): A list of filters that specify which image tags are excluded from the repository's image tag mutability setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          lifecycle_policy (RepositoryLifecyclePolicy): Creates or updates a lifecycle policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          repository_name (str): The name to use for the repository. A change replaces the resource.
          repository_policy_text (Any): The JSON repository policy text to apply to the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[RepositoryTagsItem]): An array of key-value pairs to apply to this resource.
        """

        _input_keywords = ("empty_on_delete", "encryption_configuration", "image_scanning_configuration", "image_tag_mutability", "image_tag_mutability_exclusion_filters", "lifecycle_policy", "repository_name", "repository_policy_text", "tags")

        def __init__(self, name: str, *, empty_on_delete: Optional[Input[bool]] = None, encryption_configuration: Optional[Input[ecr.RepositoryEncryptionConfiguration]] = None, image_scanning_configuration: Optional[Input[ecr.RepositoryImageScanningConfiguration]] = None, image_tag_mutability: Optional[Input[ecr.RepositoryImageTagMutability]] = None, image_tag_mutability_exclusion_filters: Optional[Input[List[ecr.RepositoryImageTagMutabilityExclusionFiltersItem]]] = None, lifecycle_policy: Optional[Input[ecr.RepositoryLifecyclePolicy]] = None, repository_name: Optional[Input[str]] = None, repository_policy_text: Optional[Input[Any]] = None, tags: Optional[Input[List[ecr.RepositoryTagsItem]]] = None, **options: Any):
            args = {"EmptyOnDelete": empty_on_delete, "EncryptionConfiguration": encryption_configuration, "ImageScanningConfiguration": image_scanning_configuration, "ImageTagMutability": image_tag_mutability, "ImageTagMutabilityExclusionFilters": image_tag_mutability_exclusion_filters, "LifecyclePolicy": lifecycle_policy, "RepositoryName": repository_name, "RepositoryPolicyText": repository_policy_text, "Tags": tags}
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

    #: `Configuration.ExecuteCommandConfiguration.LogConfiguration` of `aws:ecs:Cluster`.
    ClusterConfigurationExecuteCommandConfigurationLogConfiguration = TypedDict("ClusterConfigurationExecuteCommandConfigurationLogConfiguration", {
        "CloudWatchEncryptionEnabled": Input[bool],
        "CloudWatchLogGroupName": Input[str],
        "S3BucketName": Input[str],
        "S3EncryptionEnabled": Input[bool],
        "S3KeyPrefix": Input[str],
    }, total=False)

    #: The values `Configuration.ExecuteCommandConfiguration.Logging` of `aws:ecs:Cluster` may take.
    ClusterConfigurationExecuteCommandConfigurationLogging = Literal["DEFAULT", "NONE", "OVERRIDE"]

    #: `Configuration.ExecuteCommandConfiguration` of `aws:ecs:Cluster`.
    ClusterConfigurationExecuteCommandConfiguration = TypedDict("ClusterConfigurationExecuteCommandConfiguration", {
        "KmsKeyId": Input[str],
        "LogConfiguration": Input[ClusterConfigurationExecuteCommandConfigurationLogConfiguration],
        "Logging": Input[ClusterConfigurationExecuteCommandConfigurationLogging],
    }, total=False)

    #: `Configuration.ManagedStorageConfiguration` of `aws:ecs:Cluster`.
    ClusterConfigurationManagedStorageConfiguration = TypedDict("ClusterConfigurationManagedStorageConfiguration", {
        "FargateEphemeralStorageKmsKeyId": Input[str],
        "KmsKeyId": Input[str],
    }, total=False)

    #: `Configuration` of `aws:ecs:Cluster`. The execute command and managed storage configuration for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ClusterConfiguration = TypedDict("ClusterConfiguration", {
        "ExecuteCommandConfiguration": Input[ClusterConfigurationExecuteCommandConfiguration],
        "ManagedStorageConfiguration": Input[ClusterConfigurationManagedStorageConfiguration],
    }, total=False)

    #: `DefaultCapacityProviderStrategy[*]` of `aws:ecs:Cluster`.
    ClusterDefaultCapacityProviderStrategyItem = TypedDict("ClusterDefaultCapacityProviderStrategyItem", {
        "Base": Input[int],
        "CapacityProvider": Input[str],
        "Weight": Input[int],
    }, total=False)

    #: `ServiceConnectDefaults` of `aws:ecs:Cluster`. Use this parameter to set a default Service Connect namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ClusterServiceConnectDefaults = TypedDict("ClusterServiceConnectDefaults", {
        "Namespace": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:ecs:Cluster`.
    ClusterTagsItem = TypedDict("ClusterTagsItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)


    class Cluster(Resource):
        """`aws:ecs:Cluster`: The `AWS::ECS::Cluster` resource creates an Amazon Elastic Container Service (Amazon ECS) cluster.

        Inputs (keywords):
          capacity_providers (List[str]): The short name of one or more capacity providers to associate with the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          cluster_name (str): A user-generated string that you use to identify your cluster. A change replaces the resource.
          cluster_settings (List[ClusterClusterSettingsItem]): The settings to use when creating a cluster. Default: `[{"Name":"containerInsights","Value":"disabled"}]`.
          configuration (ClusterConfiguration): The execute command and managed storage configuration for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          default_capacity_provider_strategy (List[ClusterDefaultCapacityProviderStrategyItem]): The default capacity provider strategy for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          service_connect_defaults (ClusterServiceConnectDefaults): Use this parameter to set a default Service Connect namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[ClusterTagsItem]): The metadata that you apply to the cluster to help you categorize and organize them.
        """

        _input_keywords = ("capacity_providers", "cluster_name", "cluster_settings", "configuration", "default_capacity_provider_strategy", "service_connect_defaults", "tags")

        def __init__(self, name: str, *, capacity_providers: Optional[Input[List[str]]] = None, cluster_name: Optional[Input[str]] = None, cluster_settings: Optional[Input[List[ecs.ClusterClusterSettingsItem]]] = None, configuration: Optional[Input[ecs.ClusterConfiguration]] = None, default_capacity_provider_strategy: Optional[Input[List[ecs.ClusterDefaultCapacityProviderStrategyItem]]] = None, service_connect_defaults: Optional[Input[ecs.ClusterServiceConnectDefaults]] = None, tags: Optional[Input[List[ecs.ClusterTagsItem]]] = None, **options: Any):
            args = {"CapacityProviders": capacity_providers, "ClusterName": cluster_name, "ClusterSettings": cluster_settings, "Configuration": configuration, "DefaultCapacityProviderStrategy": default_capacity_provider_strategy, "ServiceConnectDefaults": service_connect_defaults, "Tags": tags}
            super().__init__("aws:ecs:Cluster", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def cluster_name(self) -> Output:
            """Output `ClusterName` (str)."""
            return self.output("ClusterName")

    #: The values `AvailabilityZoneRebalancing` of `aws:ecs:Service` may take. Indicates whether to use Availability Zone rebalancing for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ServiceAvailabilityZoneRebalancing = Literal["ENABLED", "DISABLED"]

    #: `CapacityProviderStrategy[*]` of `aws:ecs:Service`.
    ServiceCapacityProviderStrategyItem = TypedDict("ServiceCapacityProviderStrategyItem", {
        "Base": Input[int],
        "CapacityProvider": Input[str],
        "Weight": Input[int],
    }, total=False)

    #: `DeploymentConfiguration.Alarms` of `aws:ecs:Service`.
    ServiceDeploymentConfigurationAlarms = TypedDict("ServiceDeploymentConfigurationAlarms", {
        "AlarmNames": Required[Input[List[str]]],
        "Enable": Required[Input[bool]],
        "Rollback": Required[Input[bool]],
    }, total=False)

    #: `DeploymentConfiguration.CanaryConfiguration` of `aws:ecs:Service`.
    ServiceDeploymentConfigurationCanaryConfiguration = TypedDict("ServiceDeploymentConfigurationCanaryConfiguration", {
        "CanaryBakeTimeInMinutes": Input[int],
        "CanaryPercent": Input[float],
    }, total=False)

    #: The values `DeploymentConfiguration.DeploymentCircuitBreaker.ThresholdConfiguration.Type` of `aws:ecs:Service` may take.
    ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfigurationType = Literal["COUNT", "BOUNDED_PERCENT", "UNBOUNDED_PERCENT"]

    #: `DeploymentConfiguration.DeploymentCircuitBreaker.ThresholdConfiguration` of `aws:ecs:Service`.
    ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfiguration = TypedDict("ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfiguration", {
        "Type": Required[Input[ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfigurationType]],
        "Value": Required[Input[int]],
    }, total=False)

    #: `DeploymentConfiguration.DeploymentCircuitBreaker` of `aws:ecs:Service`.
    ServiceDeploymentConfigurationDeploymentCircuitBreaker = TypedDict("ServiceDeploymentConfigurationDeploymentCircuitBreaker", {
        "Enable": Required[Input[bool]],
        "ResetOnHealthyTask": Input[bool],
        "Rollback": Required[Input[bool]],
        "ThresholdConfiguration": Input[ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfiguration],
    }, total=False)

    #: The values `DeploymentConfiguration.EarlySuccessCriteria.SourceServiceRevisionCleanup` of `aws:ecs:Service` may take.
    ServiceDeploymentConfigurationEarlySuccessCriteriaSourceServiceRevisionCleanup = Literal["BLOCKING", "DEFERRED"]

    #: `DeploymentConfiguration.EarlySuccessCriteria` of `aws:ecs:Service`.
    ServiceDeploymentConfigurationEarlySuccessCriteria = TypedDict("ServiceDeploymentConfigurationEarlySuccessCriteria", {
        "Enable": Input[bool],
        "HealthyPercent": Input[int],
        "SourceServiceRevisionCleanup": Input[ServiceDeploymentConfigurationEarlySuccessCriteriaSourceServiceRevisionCleanup],
    }, total=False)

    #: The values `DeploymentConfiguration.LifecycleHooks[*].LifecycleStages[*]` of `aws:ecs:Service` may take.
    ServiceDeploymentConfigurationLifecycleHooksItemLifecycleStagesItem = Literal["RECONCILE_SERVICE", "PRE_SCALE_UP", "POST_SCALE_UP", "TEST_TRAFFIC_SHIFT", "POST_TEST_TRAFFIC_SHIFT", "PRE_PRODUCTION_TRAFFIC_SHIFT", "PRODUCTION_TRAFFIC_SHIFT", "POST_PRODUCTION_TRAFFIC_SHIFT"]

    #: The values `DeploymentConfiguration.LifecycleHooks[*].TargetType` of `aws:ecs:Service` may take.
    ServiceDeploymentConfigurationLifecycleHooksItemTargetType = Literal["AWS_LAMBDA", "PAUSE"]

    #: The values `DeploymentConfiguration.LifecycleHooks[*].TimeoutConfiguration.Action` of `aws:ecs:Service` may take.
    ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfigurationAction = Literal["ROLLBACK", "CONTINUE"]

    #: `DeploymentConfiguration.LifecycleHooks[*].TimeoutConfiguration` of `aws:ecs:Service`.
    ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfiguration = TypedDict("ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfiguration", {
        "Action": Input[ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfigurationAction],
        "TimeoutInMinutes": Input[int],
    }, total=False)

    #: `DeploymentConfiguration.LifecycleHooks[*]` of `aws:ecs:Service`.
    ServiceDeploymentConfigurationLifecycleHooksItem = TypedDict("ServiceDeploymentConfigurationLifecycleHooksItem", {
        "HookDetails": Input[Any],
        "HookTargetArn": Input[str],
        "LifecycleStages": Required[Input[List[ServiceDeploymentConfigurationLifecycleHooksItemLifecycleStagesItem]]],
        "RoleArn": Input[str],
        "TargetType": Input[ServiceDeploymentConfigurationLifecycleHooksItemTargetType],
        "TimeoutConfiguration": Input[ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfiguration],
    }, total=False)

    #: `DeploymentConfiguration.LinearConfiguration` of `aws:ecs:Service`.
    ServiceDeploymentConfigurationLinearConfiguration = TypedDict("ServiceDeploymentConfigurationLinearConfiguration", {
        "StepBakeTimeInMinutes": Input[int],
        "StepPercent": Input[float],
    }, total=False)

    #: The values `DeploymentConfiguration.Strategy` of `aws:ecs:Service` may take.
    ServiceDeploymentConfigurationStrategy = Literal["ROLLING", "BLUE_GREEN", "LINEAR", "CANARY"]

    #: `DeploymentConfiguration` of `aws:ecs:Service`. Optional deployment parameters that control how many tasks run during the deployment and the ordering of stopping and starting tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ServiceDeploymentConfiguration = TypedDict("ServiceDeploymentConfiguration", {
        "Alarms": Input[ServiceDeploymentConfigurationAlarms],
        "BakeTimeInMinutes": Input[int],
        "CanaryConfiguration": Input[ServiceDeploymentConfigurationCanaryConfiguration],
        "DeploymentCircuitBreaker": Input[ServiceDeploymentConfigurationDeploymentCircuitBreaker],
        "EarlySuccessCriteria": Input[ServiceDeploymentConfigurationEarlySuccessCriteria],
        "LifecycleHooks": Input[List[ServiceDeploymentConfigurationLifecycleHooksItem]],
        "LinearConfiguration": Input[ServiceDeploymentConfigurationLinearConfiguration],
        "MaximumPercent": Input[int],
        "MinimumHealthyPercent": Input[int],
        "Strategy": Input[ServiceDeploymentConfigurationStrategy],
    }, total=False)

    #: The values `DeploymentController.Type` of `aws:ecs:Service` may take.
    ServiceDeploymentControllerType = Literal["CODE_DEPLOY", "ECS", "EXTERNAL"]

    #: `DeploymentController` of `aws:ecs:Service`. The deployment controller to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ServiceDeploymentController = TypedDict("ServiceDeploymentController", {
        "Type": Input[ServiceDeploymentControllerType],
    }, total=False)

    #: `ForceNewDeployment` of `aws:ecs:Service`. Determines whether to force a new deployment of the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ServiceForceNewDeployment = TypedDict("ServiceForceNewDeployment", {
        "EnableForceNewDeployment": Required[Input[bool]],
        "ForceNewDeploymentNonce": Input[str],
    }, total=False)

    #: The values `GatewayConnectors[*].Filters.AccessTypes[*]` of `aws:ecs:Service` may take.
    ServiceGatewayConnectorsItemFiltersAccessTypesItem = Literal["PUBLIC", "PRIVATE"]

    #: `GatewayConnectors[*].Filters` of `aws:ecs:Service`.
    ServiceGatewayConnectorsItemFilters = TypedDict("ServiceGatewayConnectorsItemFilters", {
        "AccessTypes": Input[List[ServiceGatewayConnectorsItemFiltersAccessTypesItem]],
    }, total=False)

    #: The values `GatewayConnectors[*].HealthCheck.HealthCheckProtocol` of `aws:ecs:Service` may take.
    ServiceGatewayConnectorsItemHealthCheckHealthCheckProtocol = Literal["HTTP", "HTTPS"]

    #: `GatewayConnectors[*].HealthCheck.Matcher` of `aws:ecs:Service`.
    ServiceGatewayConnectorsItemHealthCheckMatcher = TypedDict("ServiceGatewayConnectorsItemHealthCheckMatcher", {
        "GrpcCode": Input[str],
        "HttpCode": Input[str],
    }, total=False)

    #: `GatewayConnectors[*].HealthCheck` of `aws:ecs:Service`.
    ServiceGatewayConnectorsItemHealthCheck = TypedDict("ServiceGatewayConnectorsItemHealthCheck", {
        "HealthCheckIntervalSeconds": Input[int],
        "HealthCheckPath": Input[str],
        "HealthCheckPort": Input[int],
        "HealthCheckProtocol": Input[ServiceGatewayConnectorsItemHealthCheckHealthCheckProtocol],
        "HealthCheckTimeoutSeconds": Input[int],
        "HealthyThresholdCount": Input[int],
        "Matcher": Input[ServiceGatewayConnectorsItemHealthCheckMatcher],
        "UnhealthyThresholdCount": Input[int],
    }, total=False)

    #: `GatewayConnectors[*]` of `aws:ecs:Service`.
    ServiceGatewayConnectorsItem = TypedDict("ServiceGatewayConnectorsItem", {
        "Filters": Input[ServiceGatewayConnectorsItemFilters],
        "HealthCheck": Input[ServiceGatewayConnectorsItemHealthCheck],
        "PortName": Required[Input[str]],
    }, total=False)

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

    #: The values `Monitoring.MetricConfigurations[*].MetricNames[*]` of `aws:ecs:Service` may take.
    ServiceMonitoringMetricConfigurationsItemMetricNamesItem = Literal["CPUUtilization", "MemoryUtilization"]

    #: `Monitoring.MetricConfigurations[*]` of `aws:ecs:Service`.
    ServiceMonitoringMetricConfigurationsItem = TypedDict("ServiceMonitoringMetricConfigurationsItem", {
        "MetricNames": Required[Input[List[ServiceMonitoringMetricConfigurationsItemMetricNamesItem]]],
        "ResolutionSeconds": Required[Input[int]],
    }, total=False)

    #: `Monitoring` of `aws:ecs:Service`. The optional monitoring configuration for the service, which defines the resolution for the service-level `CPUUtilization` and `MemoryUtilization` Amazon Cloud… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ServiceMonitoring = TypedDict("ServiceMonitoring", {
        "MetricConfigurations": Required[Input[List[ServiceMonitoringMetricConfigurationsItem]]],
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

    #: The values `PlacementConstraints[*].Type` of `aws:ecs:Service` may take.
    ServicePlacementConstraintsItemType = Literal["distinctInstance", "memberOf"]

    #: `PlacementConstraints[*]` of `aws:ecs:Service`.
    ServicePlacementConstraintsItem = TypedDict("ServicePlacementConstraintsItem", {
        "Expression": Input[str],
        "Type": Required[Input[ServicePlacementConstraintsItemType]],
    }, total=False)

    #: The values `PlacementStrategies[*].Type` of `aws:ecs:Service` may take.
    ServicePlacementStrategiesItemType = Literal["binpack", "random", "spread"]

    #: `PlacementStrategies[*]` of `aws:ecs:Service`.
    ServicePlacementStrategiesItem = TypedDict("ServicePlacementStrategiesItem", {
        "Field": Input[str],
        "Type": Required[Input[ServicePlacementStrategiesItemType]],
    }, total=False)

    #: The values `PropagateTags` of `aws:ecs:Service` may take. Specifies whether to propagate the tags from the task definition to the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ServicePropagateTags = Literal["SERVICE", "TASK_DEFINITION"]

    #: The values `SchedulingStrategy` of `aws:ecs:Service` may take. The scheduling strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ServiceSchedulingStrategy = Literal["DAEMON", "REPLICA"]

    #: The values `ServiceConnectConfiguration.AccessLogConfiguration.Format` of `aws:ecs:Service` may take.
    ServiceServiceConnectConfigurationAccessLogConfigurationFormat = Literal["TEXT", "JSON"]

    #: The values `ServiceConnectConfiguration.AccessLogConfiguration.IncludeQueryParameters` of `aws:ecs:Service` may take.
    ServiceServiceConnectConfigurationAccessLogConfigurationIncludeQueryParameters = Literal["DISABLED", "ENABLED"]

    #: `ServiceConnectConfiguration.AccessLogConfiguration` of `aws:ecs:Service`.
    ServiceServiceConnectConfigurationAccessLogConfiguration = TypedDict("ServiceServiceConnectConfigurationAccessLogConfiguration", {
        "Format": Required[Input[ServiceServiceConnectConfigurationAccessLogConfigurationFormat]],
        "IncludeQueryParameters": Input[ServiceServiceConnectConfigurationAccessLogConfigurationIncludeQueryParameters],
    }, total=False)

    #: The values `ServiceConnectConfiguration.ContainerConfigurations[*].LogLevel` of `aws:ecs:Service` may take.
    ServiceServiceConnectConfigurationContainerConfigurationsItemLogLevel = Literal["debug", "info"]

    #: `ServiceConnectConfiguration.ContainerConfigurations[*]` of `aws:ecs:Service`.
    ServiceServiceConnectConfigurationContainerConfigurationsItem = TypedDict("ServiceServiceConnectConfigurationContainerConfigurationsItem", {
        "LogLevel": Input[ServiceServiceConnectConfigurationContainerConfigurationsItemLogLevel],
    }, total=False)

    #: `ServiceConnectConfiguration.LogConfiguration.SecretOptions[*]` of `aws:ecs:Service`.
    ServiceServiceConnectConfigurationLogConfigurationSecretOptionsItem = TypedDict("ServiceServiceConnectConfigurationLogConfigurationSecretOptionsItem", {
        "Name": Required[Input[str]],
        "ValueFrom": Required[Input[str]],
    }, total=False)

    #: `ServiceConnectConfiguration.LogConfiguration` of `aws:ecs:Service`.
    ServiceServiceConnectConfigurationLogConfiguration = TypedDict("ServiceServiceConnectConfigurationLogConfiguration", {
        "LogDriver": Input[str],
        "Options": Input[Dict[str, str]],
        "SecretOptions": Input[List[ServiceServiceConnectConfigurationLogConfigurationSecretOptionsItem]],
    }, total=False)

    #: `ServiceConnectConfiguration.Services[*].ClientAliases[*]` of `aws:ecs:Service`.
    ServiceServiceConnectConfigurationServicesItemClientAliasesItem = TypedDict("ServiceServiceConnectConfigurationServicesItemClientAliasesItem", {
        "DnsName": Input[str],
        "Port": Required[Input[int]],
        "TestTrafficRules": Input[Dict[str, Any]],
    }, total=False)

    #: `ServiceConnectConfiguration.Services[*].Timeout` of `aws:ecs:Service`.
    ServiceServiceConnectConfigurationServicesItemTimeout = TypedDict("ServiceServiceConnectConfigurationServicesItemTimeout", {
        "IdleTimeoutSeconds": Input[int],
        "PerRequestTimeoutSeconds": Input[int],
    }, total=False)

    #: `ServiceConnectConfiguration.Services[*].Tls` of `aws:ecs:Service`.
    ServiceServiceConnectConfigurationServicesItemTls = TypedDict("ServiceServiceConnectConfigurationServicesItemTls", {
        "IssuerCertificateAuthority": Required[Input[Dict[str, Any]]],
        "KmsKey": Input[str],
        "RoleArn": Input[str],
    }, total=False)

    #: `ServiceConnectConfiguration.Services[*]` of `aws:ecs:Service`.
    ServiceServiceConnectConfigurationServicesItem = TypedDict("ServiceServiceConnectConfigurationServicesItem", {
        "ClientAliases": Input[List[ServiceServiceConnectConfigurationServicesItemClientAliasesItem]],
        "DiscoveryName": Input[str],
        "IngressPortOverride": Input[int],
        "PortName": Required[Input[str]],
        "Timeout": Input[ServiceServiceConnectConfigurationServicesItemTimeout],
        "Tls": Input[ServiceServiceConnectConfigurationServicesItemTls],
    }, total=False)

    #: `ServiceConnectConfiguration` of `aws:ecs:Service`. The configuration for this service to discover and connect to services, and be discovered by, and connected from, other services within a namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ServiceServiceConnectConfiguration = TypedDict("ServiceServiceConnectConfiguration", {
        "AccessLogConfiguration": Input[ServiceServiceConnectConfigurationAccessLogConfiguration],
        "ContainerConfigurations": Input[List[ServiceServiceConnectConfigurationContainerConfigurationsItem]],
        "Enabled": Required[Input[bool]],
        "LogConfiguration": Input[ServiceServiceConnectConfigurationLogConfiguration],
        "Namespace": Input[str],
        "Services": Input[List[ServiceServiceConnectConfigurationServicesItem]],
    }, total=False)

    #: `ServiceRegistries[*]` of `aws:ecs:Service`.
    ServiceServiceRegistriesItem = TypedDict("ServiceServiceRegistriesItem", {
        "ContainerName": Input[str],
        "ContainerPort": Input[int],
        "Port": Input[int],
        "RegistryArn": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:ecs:Service`.
    ServiceTagsItem = TypedDict("ServiceTagsItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)

    #: The values `VolumeConfigurations[*].ManagedEBSVolume.FilesystemType` of `aws:ecs:Service` may take.
    ServiceVolumeConfigurationsItemManagedEBSVolumeFilesystemType = Literal["ext3", "ext4", "ntfs", "xfs"]

    #: The values `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*].PropagateTags` of `aws:ecs:Service` may take.
    ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemPropagateTags = Literal["SERVICE", "TASK_DEFINITION"]

    #: The values `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*].ResourceType` of `aws:ecs:Service` may take.
    ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemResourceType = Literal["volume"]

    #: `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*]` of `aws:ecs:Service`.
    ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItem = TypedDict("ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItem", {
        "PropagateTags": Input[ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemPropagateTags],
        "ResourceType": Required[Input[ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemResourceType]],
        "Tags": Input[List[Dict[str, Any]]],
    }, total=False)

    #: `VolumeConfigurations[*].ManagedEBSVolume` of `aws:ecs:Service`.
    ServiceVolumeConfigurationsItemManagedEBSVolume = TypedDict("ServiceVolumeConfigurationsItemManagedEBSVolume", {
        "Encrypted": Input[bool],
        "FilesystemType": Input[ServiceVolumeConfigurationsItemManagedEBSVolumeFilesystemType],
        "Iops": Input[int],
        "KmsKeyId": Input[str],
        "RoleArn": Required[Input[str]],
        "SizeInGiB": Input[int],
        "SnapshotId": Input[str],
        "TagSpecifications": Input[List[ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItem]],
        "Throughput": Input[int],
        "VolumeInitializationRate": Input[int],
        "VolumeType": Input[str],
    }, total=False)

    #: `VolumeConfigurations[*]` of `aws:ecs:Service`.
    ServiceVolumeConfigurationsItem = TypedDict("ServiceVolumeConfigurationsItem", {
        "ManagedEBSVolume": Input[ServiceVolumeConfigurationsItemManagedEBSVolume],
        "Name": Required[Input[str]],
    }, total=False)

    #: `VpcLatticeConfigurations[*].AdvancedConfiguration` of `aws:ecs:Service`.
    ServiceVpcLatticeConfigurationsItemAdvancedConfiguration = TypedDict("ServiceVpcLatticeConfigurationsItemAdvancedConfiguration", {
        "AlternateTargetGroupArn": Input[str],
        "ProductionListenerRule": Input[str],
        "TestListenerRule": Input[str],
    }, total=False)

    #: `VpcLatticeConfigurations[*]` of `aws:ecs:Service`.
    ServiceVpcLatticeConfigurationsItem = TypedDict("ServiceVpcLatticeConfigurationsItem", {
        "AdvancedConfiguration": Input[ServiceVpcLatticeConfigurationsItemAdvancedConfiguration],
        "PortName": Required[Input[str]],
        "RoleArn": Required[Input[str]],
        "TargetGroupArn": Required[Input[str]],
    }, total=False)


    class Service(Resource):
        """`aws:ecs:Service`: The `AWS::ECS::Service` resource creates an Amazon Elastic Container Service (Amazon ECS) service that runs and maintains the requested number of tasks and ass…

        Inputs (keywords):
          availability_zone_rebalancing (ServiceAvailabilityZoneRebalancing): Indicates whether to use Availability Zone rebalancing for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          capacity_provider_strategy (List[ServiceCapacityProviderStrategyItem]): The capacity provider strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          cluster (str): The short name or full Amazon Resource Name (ARN) of the cluster that you run your service on. A change replaces the resource.
          deployment_configuration (ServiceDeploymentConfiguration): Optional deployment parameters that control how many tasks run during the deployment and the ordering of stopping and starting tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          deployment_controller (ServiceDeploymentController): The deployment controller to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          desired_count (int): The number of instantiations of the specified task definition to place and keep running in your service.
          enable_ecs_managed_tags (bool): Specifies whether to turn on Amazon ECS managed tags for the tasks within the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          enable_execute_command (bool): Determines whether the execute command functionality is turned on for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          force_new_deployment (ServiceForceNewDeployment): Determines whether to force a new deployment of the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          gateway_connectors (List[ServiceGatewayConnectorsItem]): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          health_check_grace_period_seconds (int): The period of time, in seconds, that the Amazon ECS service scheduler ignores unhealthy Elastic Load Balancing, VPC Lattice, and container health checks after… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          launch_type (ServiceLaunchType): The launch type on which to run your service. A change replaces the resource.
          load_balancers (List[ServiceLoadBalancersItem]): A list of load balancer objects to associate with the service.
          monitoring (ServiceMonitoring): The optional monitoring configuration for the service, which defines the resolution for the service-level `CPUUtilization` and `MemoryUtilization` Amazon Cloud… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          network_configuration (ServiceNetworkConfiguration): The network configuration for the service.
          placement_constraints (List[ServicePlacementConstraintsItem]): An array of placement constraint objects to use for tasks in your service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          placement_strategies (List[ServicePlacementStrategiesItem]): The placement strategy objects to use for tasks in your service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          platform_version (str): The platform version that your tasks in the service are running on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          propagate_tags (ServicePropagateTags): Specifies whether to propagate the tags from the task definition to the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          role (str): The name or full Amazon Resource Name (ARN) of the IAM role that allows Amazon ECS to make calls to your load balancer on your behalf. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          scheduling_strategy (ServiceSchedulingStrategy): The scheduling strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          service_connect_configuration (ServiceServiceConnectConfiguration): The configuration for this service to discover and connect to services, and be discovered by, and connected from, other services within a namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          service_name (str): The name of your service. A change replaces the resource.
          service_registries (List[ServiceServiceRegistriesItem]): The details of the service discovery registry to associate with this service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[ServiceTagsItem]): The metadata that you apply to the service to help you categorize and organize them.
          task_definition (str): The `family` and `revision` (`family:revision`) or full ARN of the task definition to run in your service.
          volume_configurations (List[ServiceVolumeConfigurationsItem]): The configuration for a volume specified in the task definition as a volume that is configured at launch time. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          vpc_lattice_configurations (List[ServiceVpcLatticeConfigurationsItem]): The VPC Lattice configuration for the service being created. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("availability_zone_rebalancing", "capacity_provider_strategy", "cluster", "deployment_configuration", "deployment_controller", "desired_count", "enable_ecs_managed_tags", "enable_execute_command", "force_new_deployment", "gateway_connectors", "health_check_grace_period_seconds", "launch_type", "load_balancers", "monitoring", "network_configuration", "placement_constraints", "placement_strategies", "platform_version", "propagate_tags", "role", "scheduling_strategy", "service_connect_configuration", "service_name", "service_registries", "tags", "task_definition", "volume_configurations", "vpc_lattice_configurations")

        def __init__(self, name: str, *, availability_zone_rebalancing: Optional[Input[ecs.ServiceAvailabilityZoneRebalancing]] = None, capacity_provider_strategy: Optional[Input[List[ecs.ServiceCapacityProviderStrategyItem]]] = None, cluster: Optional[Input[str]] = None, deployment_configuration: Optional[Input[ecs.ServiceDeploymentConfiguration]] = None, deployment_controller: Optional[Input[ecs.ServiceDeploymentController]] = None, desired_count: Optional[Input[int]] = None, enable_ecs_managed_tags: Optional[Input[bool]] = None, enable_execute_command: Optional[Input[bool]] = None, force_new_deployment: Optional[Input[ecs.ServiceForceNewDeployment]] = None, gateway_connectors: Optional[Input[List[ecs.ServiceGatewayConnectorsItem]]] = None, health_check_grace_period_seconds: Optional[Input[int]] = None, launch_type: Optional[Input[ecs.ServiceLaunchType]] = None, load_balancers: Optional[Input[List[ecs.ServiceLoadBalancersItem]]] = None, monitoring: Optional[Input[ecs.ServiceMonitoring]] = None, network_configuration: Optional[Input[ecs.ServiceNetworkConfiguration]] = None, placement_constraints: Optional[Input[List[ecs.ServicePlacementConstraintsItem]]] = None, placement_strategies: Optional[Input[List[ecs.ServicePlacementStrategiesItem]]] = None, platform_version: Optional[Input[str]] = None, propagate_tags: Optional[Input[ecs.ServicePropagateTags]] = None, role: Optional[Input[str]] = None, scheduling_strategy: Optional[Input[ecs.ServiceSchedulingStrategy]] = None, service_connect_configuration: Optional[Input[ecs.ServiceServiceConnectConfiguration]] = None, service_name: Optional[Input[str]] = None, service_registries: Optional[Input[List[ecs.ServiceServiceRegistriesItem]]] = None, tags: Optional[Input[List[ecs.ServiceTagsItem]]] = None, task_definition: Optional[Input[str]] = None, volume_configurations: Optional[Input[List[ecs.ServiceVolumeConfigurationsItem]]] = None, vpc_lattice_configurations: Optional[Input[List[ecs.ServiceVpcLatticeConfigurationsItem]]] = None, **options: Any):
            args = {"AvailabilityZoneRebalancing": availability_zone_rebalancing, "CapacityProviderStrategy": capacity_provider_strategy, "Cluster": cluster, "DeploymentConfiguration": deployment_configuration, "DeploymentController": deployment_controller, "DesiredCount": desired_count, "EnableECSManagedTags": enable_ecs_managed_tags, "EnableExecuteCommand": enable_execute_command, "ForceNewDeployment": force_new_deployment, "GatewayConnectors": gateway_connectors, "HealthCheckGracePeriodSeconds": health_check_grace_period_seconds, "LaunchType": launch_type, "LoadBalancers": load_balancers, "Monitoring": monitoring, "NetworkConfiguration": network_configuration, "PlacementConstraints": placement_constraints, "PlacementStrategies": placement_strategies, "PlatformVersion": platform_version, "PropagateTags": propagate_tags, "Role": role, "SchedulingStrategy": scheduling_strategy, "ServiceConnectConfiguration": service_connect_configuration, "ServiceName": service_name, "ServiceRegistries": service_registries, "Tags": tags, "TaskDefinition": task_definition, "VolumeConfigurations": volume_configurations, "VpcLatticeConfigurations": vpc_lattice_configurations}
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

    #: `EphemeralStorage` of `aws:ecs:TaskDefinition`. The ephemeral storage settings to use for tasks run with the task definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TaskDefinitionEphemeralStorage = TypedDict("TaskDefinitionEphemeralStorage", {
        "SizeInGiB": Input[int],
    }, total=False)

    #: `InferenceAccelerators[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionInferenceAcceleratorsItem = TypedDict("TaskDefinitionInferenceAcceleratorsItem", {
        "DeviceName": Input[str],
        "DeviceType": Input[str],
    }, total=False)

    #: The values `IpcMode` of `aws:ecs:TaskDefinition` may take. The IPC resource namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TaskDefinitionIpcMode = Literal["host", "none", "task"]

    #: The values `NetworkMode` of `aws:ecs:TaskDefinition` may take. The Docker networking mode to use for the containers in the task.
    TaskDefinitionNetworkMode = Literal["awsvpc", "bridge", "host", "none"]

    #: The values `PidMode` of `aws:ecs:TaskDefinition` may take. The process namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TaskDefinitionPidMode = Literal["host", "task"]

    #: The values `PlacementConstraints[*].Type` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionPlacementConstraintsItemType = Literal["memberOf"]

    #: `PlacementConstraints[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionPlacementConstraintsItem = TypedDict("TaskDefinitionPlacementConstraintsItem", {
        "Expression": Input[str],
        "Type": Required[Input[TaskDefinitionPlacementConstraintsItemType]],
    }, total=False)

    #: `ProxyConfiguration.ProxyConfigurationProperties[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionProxyConfigurationProxyConfigurationPropertiesItem = TypedDict("TaskDefinitionProxyConfigurationProxyConfigurationPropertiesItem", {
        "Name": Input[str],
        "Value": Input[str],
    }, total=False)

    #: The values `ProxyConfiguration.Type` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionProxyConfigurationType = Literal["APPMESH"]

    #: `ProxyConfiguration` of `aws:ecs:TaskDefinition`. The configuration details for the App Mesh proxy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TaskDefinitionProxyConfiguration = TypedDict("TaskDefinitionProxyConfiguration", {
        "ContainerName": Required[Input[str]],
        "ProxyConfigurationProperties": Input[List[TaskDefinitionProxyConfigurationProxyConfigurationPropertiesItem]],
        "Type": Input[TaskDefinitionProxyConfigurationType],
    }, total=False)

    #: The values `RequiresCompatibilities[*]` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionRequiresCompatibilitiesItem = Literal["EC2", "EXTERNAL", "FARGATE", "MANAGED_INSTANCES"]

    #: The values `RuntimePlatform.CpuArchitecture` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionRuntimePlatformCpuArchitecture = Literal["ARM64", "X86_64"]

    #: The values `RuntimePlatform.OperatingSystemFamily` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionRuntimePlatformOperatingSystemFamily = Literal["LINUX", "WINDOWS_SERVER_2004_CORE", "WINDOWS_SERVER_2016_FULL", "WINDOWS_SERVER_2019_CORE", "WINDOWS_SERVER_2019_FULL", "WINDOWS_SERVER_2022_CORE", "WINDOWS_SERVER_2022_FULL", "WINDOWS_SERVER_2025_CORE", "WINDOWS_SERVER_2025_FULL", "WINDOWS_SERVER_20H2_CORE"]

    #: `RuntimePlatform` of `aws:ecs:TaskDefinition`. The operating system that your tasks definitions run on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TaskDefinitionRuntimePlatform = TypedDict("TaskDefinitionRuntimePlatform", {
        "CpuArchitecture": Input[TaskDefinitionRuntimePlatformCpuArchitecture],
        "OperatingSystemFamily": Input[TaskDefinitionRuntimePlatformOperatingSystemFamily],
    }, total=False)

    #: `Tags[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionTagsItem = TypedDict("TaskDefinitionTagsItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)

    #: The values `Volumes[*].DockerVolumeConfiguration.Scope` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionVolumesItemDockerVolumeConfigurationScope = Literal["shared", "task"]

    #: `Volumes[*].DockerVolumeConfiguration` of `aws:ecs:TaskDefinition`.
    TaskDefinitionVolumesItemDockerVolumeConfiguration = TypedDict("TaskDefinitionVolumesItemDockerVolumeConfiguration", {
        "Autoprovision": Input[bool],
        "Driver": Input[str],
        "DriverOpts": Input[Dict[str, str]],
        "Labels": Input[Dict[str, str]],
        "Scope": Input[TaskDefinitionVolumesItemDockerVolumeConfigurationScope],
    }, total=False)

    #: The values `Volumes[*].EFSVolumeConfiguration.AuthorizationConfig.IAM` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfigIAM = Literal["ENABLED", "DISABLED"]

    #: `Volumes[*].EFSVolumeConfiguration.AuthorizationConfig` of `aws:ecs:TaskDefinition`.
    TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfig = TypedDict("TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfig", {
        "AccessPointId": Input[str],
        "IAM": Input[TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfigIAM],
    }, total=False)

    #: The values `Volumes[*].EFSVolumeConfiguration.TransitEncryption` of `aws:ecs:TaskDefinition` may take.
    TaskDefinitionVolumesItemEFSVolumeConfigurationTransitEncryption = Literal["ENABLED", "DISABLED"]

    #: `Volumes[*].EFSVolumeConfiguration` of `aws:ecs:TaskDefinition`.
    TaskDefinitionVolumesItemEFSVolumeConfiguration = TypedDict("TaskDefinitionVolumesItemEFSVolumeConfiguration", {
        "AuthorizationConfig": Input[TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfig],
        "FilesystemId": Required[Input[str]],
        "RootDirectory": Input[str],
        "TransitEncryption": Input[TaskDefinitionVolumesItemEFSVolumeConfigurationTransitEncryption],
        "TransitEncryptionPort": Input[int],
    }, total=False)

    #: `Volumes[*].FSxWindowsFileServerVolumeConfiguration.AuthorizationConfig` of `aws:ecs:TaskDefinition`.
    TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfigurationAuthorizationConfig = TypedDict("TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfigurationAuthorizationConfig", {
        "CredentialsParameter": Required[Input[str]],
        "Domain": Required[Input[str]],
    }, total=False)

    #: `Volumes[*].FSxWindowsFileServerVolumeConfiguration` of `aws:ecs:TaskDefinition`.
    TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfiguration = TypedDict("TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfiguration", {
        "AuthorizationConfig": Input[TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfigurationAuthorizationConfig],
        "FileSystemId": Required[Input[str]],
        "RootDirectory": Required[Input[str]],
    }, total=False)

    #: `Volumes[*].Host` of `aws:ecs:TaskDefinition`.
    TaskDefinitionVolumesItemHost = TypedDict("TaskDefinitionVolumesItemHost", {
        "SourcePath": Input[str],
    }, total=False)

    #: `Volumes[*].S3FilesVolumeConfiguration` of `aws:ecs:TaskDefinition`.
    TaskDefinitionVolumesItemS3FilesVolumeConfiguration = TypedDict("TaskDefinitionVolumesItemS3FilesVolumeConfiguration", {
        "AccessPointArn": Input[str],
        "FileSystemArn": Required[Input[str]],
        "RootDirectory": Input[str],
        "TransitEncryptionPort": Input[int],
    }, total=False)

    #: `Volumes[*]` of `aws:ecs:TaskDefinition`.
    TaskDefinitionVolumesItem = TypedDict("TaskDefinitionVolumesItem", {
        "ConfiguredAtLaunch": Input[bool],
        "DockerVolumeConfiguration": Input[TaskDefinitionVolumesItemDockerVolumeConfiguration],
        "EFSVolumeConfiguration": Input[TaskDefinitionVolumesItemEFSVolumeConfiguration],
        "FSxWindowsFileServerVolumeConfiguration": Input[TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfiguration],
        "Host": Input[TaskDefinitionVolumesItemHost],
        "Name": Input[str],
        "S3FilesVolumeConfiguration": Input[TaskDefinitionVolumesItemS3FilesVolumeConfiguration],
    }, total=False)


    class TaskDefinition(Resource):
        """`aws:ecs:TaskDefinition`: Registers a new task definition from the supplied `family` and `containerDefinitions`.

        Inputs (keywords):
          container_definitions (List[TaskDefinitionContainerDefinitionsItem]): A list of container definitions in JSON format that describe the different containers that make up your task. A change replaces the resource.
          cpu (str): The number of `cpu` units used by the task. A change replaces the resource.
          enable_fault_injection (bool): Enables fault injection and allows for fault injection requests to be accepted from the task's containers. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          ephemeral_storage (TaskDefinitionEphemeralStorage): The ephemeral storage settings to use for tasks run with the task definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          execution_role_arn (str): The Amazon Resource Name (ARN) of the task execution role that grants the Amazon ECS container agent permission to make AWS API calls on your behalf. A change replaces the resource.
          family (str): The name of a family that this task definition is registered to. A change replaces the resource.
          inference_accelerators (List[TaskDefinitionInferenceAcceleratorsItem]): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          ipc_mode (TaskDefinitionIpcMode): The IPC resource namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          memory (str): The amount (in MiB) of memory used by the task. A change replaces the resource.
          network_mode (TaskDefinitionNetworkMode): The Docker networking mode to use for the containers in the task. A change replaces the resource.
          pid_mode (TaskDefinitionPidMode): The process namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          placement_constraints (List[TaskDefinitionPlacementConstraintsItem]): An array of placement constraint objects to use for tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          proxy_configuration (TaskDefinitionProxyConfiguration): The configuration details for the App Mesh proxy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          requires_compatibilities (List[TaskDefinitionRequiresCompatibilitiesItem]): The task launch types the task definition was validated against. A change replaces the resource.
          runtime_platform (TaskDefinitionRuntimePlatform): The operating system that your tasks definitions run on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          tags (List[TaskDefinitionTagsItem]): The metadata that you apply to the task definition to help you categorize and organize them.
          task_role_arn (str): The short name or full Amazon Resource Name (ARN) of the IAMlong role that grants containers in the task permission to call AWS APIs on your behalf. A change replaces the resource.
          volumes (List[TaskDefinitionVolumesItem]): The list of data volume definitions for the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
        """

        _input_keywords = ("container_definitions", "cpu", "enable_fault_injection", "ephemeral_storage", "execution_role_arn", "family", "inference_accelerators", "ipc_mode", "memory", "network_mode", "pid_mode", "placement_constraints", "proxy_configuration", "requires_compatibilities", "runtime_platform", "tags", "task_role_arn", "volumes")

        def __init__(self, name: str, *, container_definitions: Optional[Input[List[ecs.TaskDefinitionContainerDefinitionsItem]]] = None, cpu: Optional[Input[str]] = None, enable_fault_injection: Optional[Input[bool]] = None, ephemeral_storage: Optional[Input[ecs.TaskDefinitionEphemeralStorage]] = None, execution_role_arn: Optional[Input[str]] = None, family: Optional[Input[str]] = None, inference_accelerators: Optional[Input[List[ecs.TaskDefinitionInferenceAcceleratorsItem]]] = None, ipc_mode: Optional[Input[ecs.TaskDefinitionIpcMode]] = None, memory: Optional[Input[str]] = None, network_mode: Optional[Input[ecs.TaskDefinitionNetworkMode]] = None, pid_mode: Optional[Input[ecs.TaskDefinitionPidMode]] = None, placement_constraints: Optional[Input[List[ecs.TaskDefinitionPlacementConstraintsItem]]] = None, proxy_configuration: Optional[Input[ecs.TaskDefinitionProxyConfiguration]] = None, requires_compatibilities: Optional[Input[List[ecs.TaskDefinitionRequiresCompatibilitiesItem]]] = None, runtime_platform: Optional[Input[ecs.TaskDefinitionRuntimePlatform]] = None, tags: Optional[Input[List[ecs.TaskDefinitionTagsItem]]] = None, task_role_arn: Optional[Input[str]] = None, volumes: Optional[Input[List[ecs.TaskDefinitionVolumesItem]]] = None, **options: Any):
            args = {"ContainerDefinitions": container_definitions, "Cpu": cpu, "EnableFaultInjection": enable_fault_injection, "EphemeralStorage": ephemeral_storage, "ExecutionRoleArn": execution_role_arn, "Family": family, "InferenceAccelerators": inference_accelerators, "IpcMode": ipc_mode, "Memory": memory, "NetworkMode": network_mode, "PidMode": pid_mode, "PlacementConstraints": placement_constraints, "ProxyConfiguration": proxy_configuration, "RequiresCompatibilities": requires_compatibilities, "RuntimePlatform": runtime_platform, "Tags": tags, "TaskRoleArn": task_role_arn, "Volumes": volumes}
            super().__init__("aws:ecs:TaskDefinition", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def task_definition_arn(self) -> Output:
            """Output `TaskDefinitionArn` (str)."""
            return self.output("TaskDefinitionArn")


class elasticloadbalancingv2:
    """`aws:elasticloadbalancingv2:*` resources."""

    #: `Certificates[*]` of `aws:elasticloadbalancingv2:Listener`.
    ListenerCertificatesItem = TypedDict("ListenerCertificatesItem", {
        "CertificateArn": Input[str],
    }, total=False)

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

    #: `ListenerAttributes[*]` of `aws:elasticloadbalancingv2:Listener`.
    ListenerListenerAttributesItem = TypedDict("ListenerListenerAttributesItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)

    #: The values `MutualAuthentication.AdvertiseTrustStoreCaNames` of `aws:elasticloadbalancingv2:Listener` may take.
    ListenerMutualAuthenticationAdvertiseTrustStoreCaNames = Literal["off", "on"]

    #: `MutualAuthentication` of `aws:elasticloadbalancingv2:Listener`. The mutual authentication configuration information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    ListenerMutualAuthentication = TypedDict("ListenerMutualAuthentication", {
        "AdvertiseTrustStoreCaNames": Input[ListenerMutualAuthenticationAdvertiseTrustStoreCaNames],
        "IgnoreClientCertificateExpiry": Input[bool],
        "Mode": Input[str],
        "TrustStoreArn": Input[str],
    }, total=False)

    #: The values `Protocol` of `aws:elasticloadbalancingv2:Listener` may take. The protocol for connections from clients to the load balancer.
    ListenerProtocol = Literal["GENEVE", "HTTP", "HTTPS", "QUIC", "TCP", "TCP_QUIC", "TCP_UDP", "TLS", "UDP"]

    #: `Tags[*]` of `aws:elasticloadbalancingv2:Listener`.
    ListenerTagsItem = TypedDict("ListenerTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Listener(Resource):
        """`aws:elasticloadbalancingv2:Listener`: Specifies a listener for an Application Load Balancer, Network Load Balancer, or Gateway Load Balancer.

        Inputs (keywords):
          alpn_policy (List[str]): [TLS listener] The name of the Application-Layer Protocol Negotiation (ALPN) policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          certificates (List[ListenerCertificatesItem]): The default SSL server certificate for a secure listener. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          default_actions (List[ListenerDefaultActionsItem]): The actions for the default rule. Required.
          listener_attributes (List[ListenerListenerAttributesItem]): The listener attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          load_balancer_arn (str): The Amazon Resource Name (ARN) of the load balancer. Required. A change replaces the resource.
          mutual_authentication (ListenerMutualAuthentication): The mutual authentication configuration information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          port (int): The port on which the load balancer is listening.
          protocol (ListenerProtocol): The protocol for connections from clients to the load balancer.
          ssl_policy (str): [HTTPS and TLS listeners] The security policy that defines which protocols and ciphers are supported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[ListenerTagsItem]): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("alpn_policy", "certificates", "default_actions", "listener_attributes", "load_balancer_arn", "mutual_authentication", "port", "protocol", "ssl_policy", "tags")

        def __init__(self, name: str, *, alpn_policy: Optional[Input[List[str]]] = None, certificates: Optional[Input[List[elasticloadbalancingv2.ListenerCertificatesItem]]] = None, default_actions: Input[List[elasticloadbalancingv2.ListenerDefaultActionsItem]], listener_attributes: Optional[Input[List[elasticloadbalancingv2.ListenerListenerAttributesItem]]] = None, load_balancer_arn: Input[str], mutual_authentication: Optional[Input[elasticloadbalancingv2.ListenerMutualAuthentication]] = None, port: Optional[Input[int]] = None, protocol: Optional[Input[elasticloadbalancingv2.ListenerProtocol]] = None, ssl_policy: Optional[Input[str]] = None, tags: Optional[Input[List[elasticloadbalancingv2.ListenerTagsItem]]] = None, **options: Any):
            args = {"AlpnPolicy": alpn_policy, "Certificates": certificates, "DefaultActions": default_actions, "ListenerAttributes": listener_attributes, "LoadBalancerArn": load_balancer_arn, "MutualAuthentication": mutual_authentication, "Port": port, "Protocol": protocol, "SslPolicy": ssl_policy, "Tags": tags}
            super().__init__("aws:elasticloadbalancingv2:Listener", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def listener_arn(self) -> Output:
            """Output `ListenerArn` (str)."""
            return self.output("ListenerArn")

    #: The values `EnablePrefixForIpv6SourceNat` of `aws:elasticloadbalancingv2:LoadBalancer` may take. [Network Load Balancers with UDP listeners] Indicates whether to use an IPv6 prefix from each subnet for source NAT. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    LoadBalancerEnablePrefixForIpv6SourceNat = Literal["off", "on"]

    #: The values `IpAddressType` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The IP address type.
    LoadBalancerIpAddressType = Literal["dualstack", "dualstack-without-public-ipv4", "ipv4"]

    #: `LoadBalancerAttributes[*]` of `aws:elasticloadbalancingv2:LoadBalancer`.
    LoadBalancerLoadBalancerAttributesItem = TypedDict("LoadBalancerLoadBalancerAttributesItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)

    #: `MinimumLoadBalancerCapacity` of `aws:elasticloadbalancingv2:LoadBalancer`. The minimum capacity for a load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    LoadBalancerMinimumLoadBalancerCapacity = TypedDict("LoadBalancerMinimumLoadBalancerCapacity", {
        "CapacityUnits": Required[Input[int]],
    }, total=False)

    #: The values `Scheme` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The nodes of an Internet-facing load balancer have public IP addresses.
    LoadBalancerScheme = Literal["internal", "internet-facing"]

    #: `SubnetMappings[*]` of `aws:elasticloadbalancingv2:LoadBalancer`.
    LoadBalancerSubnetMappingsItem = TypedDict("LoadBalancerSubnetMappingsItem", {
        "AllocationId": Input[str],
        "IPv6Address": Input[str],
        "PrivateIPv4Address": Input[str],
        "SourceNatIpv6Prefix": Input[str],
        "SubnetId": Required[Input[str]],
    }, total=False)

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
          enable_capacity_reservation_provision_stabilize (bool): Indicates whether to enable stabilization when creating or updating an LCU reservation. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          enable_prefix_for_ipv6_source_nat (LoadBalancerEnablePrefixForIpv6SourceNat): [Network Load Balancers with UDP listeners] Indicates whether to use an IPv6 prefix from each subnet for source NAT. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          enforce_security_group_inbound_rules_on_private_link_traffic (str): Indicates whether to evaluate inbound security group rules for traffic sent to a Network Load Balancer through privatelink. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          ip_address_type (LoadBalancerIpAddressType): The IP address type. Default: `"ipv4"`.
          ipv4_ipam_pool_id (str): The ID of the IPv4 IPAM pool. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          load_balancer_attributes (List[LoadBalancerLoadBalancerAttributesItem]): The load balancer attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          minimum_load_balancer_capacity (LoadBalancerMinimumLoadBalancerCapacity): The minimum capacity for a load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          name_ (str): The name of the load balancer. A change replaces the resource.
          scheme (LoadBalancerScheme): The nodes of an Internet-facing load balancer have public IP addresses. A change replaces the resource. Default: `"internet-facing"`.
          security_groups (List[str]): [Application Load Balancers and Network Load Balancers] The IDs of the security groups for the load balancer.
          subnet_mappings (List[LoadBalancerSubnetMappingsItem]): The IDs of the subnets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          subnets (List[str]): The IDs of the subnets.
          tags (List[LoadBalancerTagsItem]): The tags to assign to the load balancer.
          type_ (LoadBalancerType): The type of load balancer. A change replaces the resource. Default: `"application"`.
        """

        _input_keywords = ("enable_capacity_reservation_provision_stabilize", "enable_prefix_for_ipv6_source_nat", "enforce_security_group_inbound_rules_on_private_link_traffic", "ip_address_type", "ipv4_ipam_pool_id", "load_balancer_attributes", "minimum_load_balancer_capacity", "name_", "scheme", "security_groups", "subnet_mappings", "subnets", "tags", "type_")

        def __init__(self, name: str, *, enable_capacity_reservation_provision_stabilize: Optional[Input[bool]] = None, enable_prefix_for_ipv6_source_nat: Optional[Input[elasticloadbalancingv2.LoadBalancerEnablePrefixForIpv6SourceNat]] = None, enforce_security_group_inbound_rules_on_private_link_traffic: Optional[Input[str]] = None, ip_address_type: Optional[Input[elasticloadbalancingv2.LoadBalancerIpAddressType]] = None, ipv4_ipam_pool_id: Optional[Input[str]] = None, load_balancer_attributes: Optional[Input[List[elasticloadbalancingv2.LoadBalancerLoadBalancerAttributesItem]]] = None, minimum_load_balancer_capacity: Optional[Input[elasticloadbalancingv2.LoadBalancerMinimumLoadBalancerCapacity]] = None, name_: Optional[Input[str]] = None, scheme: Optional[Input[elasticloadbalancingv2.LoadBalancerScheme]] = None, security_groups: Optional[Input[List[str]]] = None, subnet_mappings: Optional[Input[List[elasticloadbalancingv2.LoadBalancerSubnetMappingsItem]]] = None, subnets: Optional[Input[List[str]]] = None, tags: Optional[Input[List[elasticloadbalancingv2.LoadBalancerTagsItem]]] = None, type_: Optional[Input[elasticloadbalancingv2.LoadBalancerType]] = None, **options: Any):
            args = {"EnableCapacityReservationProvisionStabilize": enable_capacity_reservation_provision_stabilize, "EnablePrefixForIpv6SourceNat": enable_prefix_for_ipv6_source_nat, "EnforceSecurityGroupInboundRulesOnPrivateLinkTraffic": enforce_security_group_inbound_rules_on_private_link_traffic, "IpAddressType": ip_address_type, "Ipv4IpamPoolId": ipv4_ipam_pool_id, "LoadBalancerAttributes": load_balancer_attributes, "MinimumLoadBalancerCapacity": minimum_load_balancer_capacity, "Name": name_, "Scheme": scheme, "SecurityGroups": security_groups, "SubnetMappings": subnet_mappings, "Subnets": subnets, "Tags": tags, "Type": type_}
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

    #: The values `HealthCheckProtocol` of `aws:elasticloadbalancingv2:TargetGroup` may take. The protocol the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TargetGroupHealthCheckProtocol = Literal["GENEVE", "HTTP", "HTTPS", "QUIC", "TCP", "TCP_QUIC", "TCP_UDP", "TLS", "UDP"]

    #: The values `IpAddressType` of `aws:elasticloadbalancingv2:TargetGroup` may take. The type of IP address used for this target group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    TargetGroupIpAddressType = Literal["ipv4", "ipv6"]

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

    #: `TargetGroupAttributes[*]` of `aws:elasticloadbalancingv2:TargetGroup`.
    TargetGroupTargetGroupAttributesItem = TypedDict("TargetGroupTargetGroupAttributesItem", {
        "Key": Input[str],
        "Value": Input[str],
    }, total=False)

    #: The values `TargetType` of `aws:elasticloadbalancingv2:TargetGroup` may take. The type of target that you must specify when registering targets with this target group.
    TargetGroupTargetType = Literal["alb", "instance", "ip", "lambda"]

    #: `Targets[*]` of `aws:elasticloadbalancingv2:TargetGroup`.
    TargetGroupTargetsItem = TypedDict("TargetGroupTargetsItem", {
        "AvailabilityZone": Input[str],
        "Id": Required[Input[str]],
        "Port": Input[int],
        "QuicServerId": Input[str],
    }, total=False)


    class TargetGroup(Resource):
        """`aws:elasticloadbalancingv2:TargetGroup`: Resource Type definition for AWS::ElasticLoadBalancingV2::TargetGroup

        Inputs (keywords):
          health_check_enabled (bool): Indicates whether health checks are enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          health_check_interval_seconds (int): The approximate amount of time, in seconds, between health checks of an individual target.
          health_check_path (str): [HTTP/HTTPS health checks] The destination for health checks on the targets.
          health_check_port (str): The port the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          health_check_protocol (TargetGroupHealthCheckProtocol): The protocol the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          health_check_timeout_seconds (int): The amount of time, in seconds, during which no response from a target means a failed health check. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          healthy_threshold_count (int): The number of consecutive health checks successes required before considering an unhealthy target healthy.
          ip_address_type (TargetGroupIpAddressType): The type of IP address used for this target group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          matcher (TargetGroupMatcher): [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target.
          name_ (str): The name of the target group. A change replaces the resource.
          port (int): The port on which the targets receive traffic. A change replaces the resource.
          protocol (TargetGroupProtocol): The protocol to use for routing traffic to the targets. A change replaces the resource.
          protocol_version (str): [HTTP/HTTPS protocol] The protocol version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          tags (List[TargetGroupTagsItem]): The tags.
          target_control_port (int): The port that the target control agent uses to communicate the available capacity of targets to the load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          target_group_attributes (List[TargetGroupTargetGroupAttributesItem]): The attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          target_type (TargetGroupTargetType): The type of target that you must specify when registering targets with this target group. A change replaces the resource. Default: `"instance"`.
          targets (List[TargetGroupTargetsItem]): The targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          unhealthy_threshold_count (int): The number of consecutive health check failures required before considering a target unhealthy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          vpc_id (str): The identifier of the virtual private cloud (VPC). A change replaces the resource.
        """

        _input_keywords = ("health_check_enabled", "health_check_interval_seconds", "health_check_path", "health_check_port", "health_check_protocol", "health_check_timeout_seconds", "healthy_threshold_count", "ip_address_type", "matcher", "name_", "port", "protocol", "protocol_version", "tags", "target_control_port", "target_group_attributes", "target_type", "targets", "unhealthy_threshold_count", "vpc_id")

        def __init__(self, name: str, *, health_check_enabled: Optional[Input[bool]] = None, health_check_interval_seconds: Optional[Input[int]] = None, health_check_path: Optional[Input[str]] = None, health_check_port: Optional[Input[str]] = None, health_check_protocol: Optional[Input[elasticloadbalancingv2.TargetGroupHealthCheckProtocol]] = None, health_check_timeout_seconds: Optional[Input[int]] = None, healthy_threshold_count: Optional[Input[int]] = None, ip_address_type: Optional[Input[elasticloadbalancingv2.TargetGroupIpAddressType]] = None, matcher: Optional[Input[elasticloadbalancingv2.TargetGroupMatcher]] = None, name_: Optional[Input[str]] = None, port: Optional[Input[int]] = None, protocol: Optional[Input[elasticloadbalancingv2.TargetGroupProtocol]] = None, protocol_version: Optional[Input[str]] = None, tags: Optional[Input[List[elasticloadbalancingv2.TargetGroupTagsItem]]] = None, target_control_port: Optional[Input[int]] = None, target_group_attributes: Optional[Input[List[elasticloadbalancingv2.TargetGroupTargetGroupAttributesItem]]] = None, target_type: Optional[Input[elasticloadbalancingv2.TargetGroupTargetType]] = None, targets: Optional[Input[List[elasticloadbalancingv2.TargetGroupTargetsItem]]] = None, unhealthy_threshold_count: Optional[Input[int]] = None, vpc_id: Optional[Input[str]] = None, **options: Any):
            args = {"HealthCheckEnabled": health_check_enabled, "HealthCheckIntervalSeconds": health_check_interval_seconds, "HealthCheckPath": health_check_path, "HealthCheckPort": health_check_port, "HealthCheckProtocol": health_check_protocol, "HealthCheckTimeoutSeconds": health_check_timeout_seconds, "HealthyThresholdCount": healthy_threshold_count, "IpAddressType": ip_address_type, "Matcher": matcher, "Name": name_, "Port": port, "Protocol": protocol, "ProtocolVersion": protocol_version, "Tags": tags, "TargetControlPort": target_control_port, "TargetGroupAttributes": target_group_attributes, "TargetType": target_type, "Targets": targets, "UnhealthyThresholdCount": unhealthy_threshold_count, "VpcId": vpc_id}
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

        @property
        def rule_name(self) -> Output:
            """Output `RuleName` (str)."""
            return self.output("RuleName")


class iam:
    """`aws:iam:*` resources."""


    class ManagedPolicy(Resource):
        """`aws:iam:ManagedPolicy`: A customer managed IAM policy (AWS::IAM::ManagedPolicy).

        Inputs (keywords):
          description (str): A change replaces the resource.
          groups (List[str]): The name (friendly name, not ARN) of the group to attach the policy to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          managed_policy_name (str): By default the resource's name and a suffix. A change replaces the resource.
          path (str): A change replaces the resource. Default: `"/"`.
          policy_document (Dict[str, Any]): Required.
          roles (List[str]): 
          users (List[str]): The name (friendly name, not ARN) of the IAM user to attach the policy to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("description", "groups", "managed_policy_name", "path", "policy_document", "roles", "users")

        def __init__(self, name: str, *, description: Optional[Input[str]] = None, groups: Optional[Input[List[str]]] = None, managed_policy_name: Optional[Input[str]] = None, path: Optional[Input[str]] = None, policy_document: Input[Dict[str, Any]], roles: Optional[Input[List[str]]] = None, users: Optional[Input[List[str]]] = None, **options: Any):
            args = {"Description": description, "Groups": groups, "ManagedPolicyName": managed_policy_name, "Path": path, "PolicyDocument": policy_document, "Roles": roles, "Users": users}
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
          groups (List[str]): The name of the group to associate the policy with. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          policy_document (Dict[str, Any]): Required.
          policy_name (str): Required. A change replaces the resource.
          roles (List[str]): Required.
          users (List[str]): The name of the user to associate the policy with. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("groups", "policy_document", "policy_name", "roles", "users")

        def __init__(self, name: str, *, groups: Optional[Input[List[str]]] = None, policy_document: Input[Dict[str, Any]], policy_name: Input[str], roles: Input[List[str]], users: Optional[Input[List[str]]] = None, **options: Any):
            args = {"Groups": groups, "PolicyDocument": policy_document, "PolicyName": policy_name, "Roles": roles, "Users": users}
            super().__init__("aws:iam:Policy", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")

        @property
        def policy_name(self) -> Output:
            """Output `PolicyName` (str)."""
            return self.output("PolicyName")

    #: `Policies[*]` of `aws:iam:Role`.
    RolePoliciesItem = TypedDict("RolePoliciesItem", {
        "PolicyDocument": Required[Input[Any]],
        "PolicyName": Required[Input[str]],
    }, total=False)

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
          permissions_boundary (str): The ARN of the policy used to set the permissions boundary for the role. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          policies (List[RolePoliciesItem]): Adds or updates an inline policy document that is embedded in the specified IAM role. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          role_name (str): By default the resource's name and a suffix. A change replaces the resource.
          tags (List[RoleTagsItem]): [{"Key": K, "Value": V}].
          force_detach_policies (bool): Strata's own (Terraform's force_detach_policies): deleting the role first detaches every managed policy, deletes every inline policy and leaves every instance profile, whoever put them there. Without it, a role given policies outside Strata is not deleted. Set it with an `up` before the destroy. Default: `false`.
        """

        _input_keywords = ("assume_role_policy_document", "description", "managed_policy_arns", "max_session_duration", "path", "permissions_boundary", "policies", "role_name", "tags", "force_detach_policies")

        def __init__(self, name: str, *, assume_role_policy_document: Input[Dict[str, Any]], description: Optional[Input[str]] = None, managed_policy_arns: Optional[Input[List[str]]] = None, max_session_duration: Optional[Input[int]] = None, path: Optional[Input[str]] = None, permissions_boundary: Optional[Input[str]] = None, policies: Optional[Input[List[iam.RolePoliciesItem]]] = None, role_name: Optional[Input[str]] = None, tags: Optional[Input[List[iam.RoleTagsItem]]] = None, force_detach_policies: Optional[Input[bool]] = None, **options: Any):
            args = {"AssumeRolePolicyDocument": assume_role_policy_document, "Description": description, "ManagedPolicyArns": managed_policy_arns, "MaxSessionDuration": max_session_duration, "Path": path, "PermissionsBoundary": permissions_boundary, "Policies": policies, "RoleName": role_name, "Tags": tags, "forceDetachPolicies": force_detach_policies}
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

    #: The values `Origin` of `aws:kms:Key` may take. The source of the key material for the KMS key. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    KeyOrigin = Literal["AWS_KMS", "EXTERNAL"]

    #: `Tags[*]` of `aws:kms:Key`.
    KeyTagsItem = TypedDict("KeyTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Key(Resource):
        """`aws:kms:Key`: The `AWS::KMS::Key` resource specifies an [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys) in KMSlong.

        Inputs (keywords):
          bypass_policy_lockout_safety_check (bool): Skips ("bypasses") the key policy lockout safety check. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          description (str): A description of the KMS key.
          enable_key_rotation (bool): Enables automatic rotation of the key material for the specified KMS key. Default: `false`.
          enabled (bool): Specifies whether the KMS key is enabled. Default: `true`.
          key_policy (Any): The key policy to attach to the KMS key.
          key_spec (KeyKeySpec): Specifies the type of KMS key to create. A change replaces the resource. Default: `"SYMMETRIC_DEFAULT"`.
          key_usage (KeyKeyUsage): Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t…. A change replaces the resource. Default: `"ENCRYPT_DECRYPT"`.
          multi_region (bool): Creates a multi-Region primary key that you can replicate in other AWS-Regions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          origin (KeyOrigin): The source of the key material for the KMS key. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          pending_window_in_days (int): Specifies the number of days in the waiting period before KMS deletes a KMS key that has been removed from a CloudFormation stack.
          rotation_period_in_days (int): Specifies a custom period of time between each rotation date. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[KeyTagsItem]): Assigns one or more tags to the replica key.
        """

        _input_keywords = ("bypass_policy_lockout_safety_check", "description", "enable_key_rotation", "enabled", "key_policy", "key_spec", "key_usage", "multi_region", "origin", "pending_window_in_days", "rotation_period_in_days", "tags")

        def __init__(self, name: str, *, bypass_policy_lockout_safety_check: Optional[Input[bool]] = None, description: Optional[Input[str]] = None, enable_key_rotation: Optional[Input[bool]] = None, enabled: Optional[Input[bool]] = None, key_policy: Optional[Input[Any]] = None, key_spec: Optional[Input[kms.KeyKeySpec]] = None, key_usage: Optional[Input[kms.KeyKeyUsage]] = None, multi_region: Optional[Input[bool]] = None, origin: Optional[Input[kms.KeyOrigin]] = None, pending_window_in_days: Optional[Input[int]] = None, rotation_period_in_days: Optional[Input[int]] = None, tags: Optional[Input[List[kms.KeyTagsItem]]] = None, **options: Any):
            args = {"BypassPolicyLockoutSafetyCheck": bypass_policy_lockout_safety_check, "Description": description, "EnableKeyRotation": enable_key_rotation, "Enabled": enabled, "KeyPolicy": key_policy, "KeySpec": key_spec, "KeyUsage": key_usage, "MultiRegion": multi_region, "Origin": origin, "PendingWindowInDays": pending_window_in_days, "RotationPeriodInDays": rotation_period_in_days, "Tags": tags}
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

    #: The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*].Type` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType = Literal["BASIC_AUTH", "CLIENT_CERTIFICATE_TLS_AUTH", "SERVER_ROOT_CA_CERTIFICATE", "OAUTHBEARER_AUTH"]

    #: `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*]` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem = TypedDict("EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem", {
        "Type": Input[EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType],
        "URI": Input[str],
    }, total=False)

    #: The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.EventRecordFormat` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat = Literal["JSON", "SOURCE"]

    #: The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*].Attribute` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute = Literal["KEY", "VALUE"]

    #: `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*]` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem = TypedDict("EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem", {
        "Attribute": Input[EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute],
    }, total=False)

    #: `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfig = TypedDict("EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfig", {
        "AccessConfigs": Input[List[EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem]],
        "EventRecordFormat": Input[EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat],
        "SchemaRegistryURI": Input[str],
        "SchemaValidationConfigs": Input[List[EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem]],
    }, total=False)

    #: `AmazonManagedKafkaEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for an Amazon Managed Streaming for Apache Kafka (Amazon MSK) event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingAmazonManagedKafkaEventSourceConfig = TypedDict("EventSourceMappingAmazonManagedKafkaEventSourceConfig", {
        "ConsumerGroupId": Input[str],
        "SchemaRegistryConfig": Input[EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfig],
    }, total=False)

    #: `DestinationConfig.OnFailure` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingDestinationConfigOnFailure = TypedDict("EventSourceMappingDestinationConfigOnFailure", {
        "Destination": Input[str],
    }, total=False)

    #: `DestinationConfig` of `aws:lambda:EventSourceMapping`. (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) A configuration object that specifies the destination of an event after Lambda processes… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingDestinationConfig = TypedDict("EventSourceMappingDestinationConfig", {
        "OnFailure": Input[EventSourceMappingDestinationConfigOnFailure],
    }, total=False)

    #: The values `DocumentDBEventSourceConfig.FullDocument` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingDocumentDBEventSourceConfigFullDocument = Literal["UpdateLookup", "Default"]

    #: `DocumentDBEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for a DocumentDB event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingDocumentDBEventSourceConfig = TypedDict("EventSourceMappingDocumentDBEventSourceConfig", {
        "CollectionName": Input[str],
        "DatabaseName": Input[str],
        "FullDocument": Input[EventSourceMappingDocumentDBEventSourceConfigFullDocument],
    }, total=False)

    #: `FilterCriteria.Filters[*]` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingFilterCriteriaFiltersItem = TypedDict("EventSourceMappingFilterCriteriaFiltersItem", {
        "Pattern": Input[str],
    }, total=False)

    #: `FilterCriteria` of `aws:lambda:EventSourceMapping`. An object that defines the filter criteria that determine whether Lambda should process an event. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingFilterCriteria = TypedDict("EventSourceMappingFilterCriteria", {
        "Filters": Input[List[EventSourceMappingFilterCriteriaFiltersItem]],
    }, total=False)

    #: The values `FunctionResponseTypes[*]` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingFunctionResponseTypesItem = Literal["ReportBatchItemFailures"]

    #: The values `LoggingConfig.SystemLogLevel` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingLoggingConfigSystemLogLevel = Literal["DEBUG", "INFO", "WARN"]

    #: `LoggingConfig` of `aws:lambda:EventSourceMapping`. (Amazon MSK, and self-managed Apache Kafka only) The logging configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingLoggingConfig = TypedDict("EventSourceMappingLoggingConfig", {
        "SystemLogLevel": Input[EventSourceMappingLoggingConfigSystemLogLevel],
    }, total=False)

    #: The values `MetricsConfig.Metrics[*]` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingMetricsConfigMetricsItem = Literal["EventCount", "ErrorCount", "KafkaMetrics"]

    #: `MetricsConfig` of `aws:lambda:EventSourceMapping`. The metrics configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingMetricsConfig = TypedDict("EventSourceMappingMetricsConfig", {
        "Metrics": Input[List[EventSourceMappingMetricsConfigMetricsItem]],
    }, total=False)

    #: `ProvisionedPollerConfig` of `aws:lambda:EventSourceMapping`. (Amazon SQS, Amazon MSK, and self-managed Apache Kafka only) The provisioned mode configuration for the event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingProvisionedPollerConfig = TypedDict("EventSourceMappingProvisionedPollerConfig", {
        "MaximumPollers": Input[int],
        "MinimumPollers": Input[int],
        "PollerGroupName": Input[str],
    }, total=False)

    #: `ScalingConfig` of `aws:lambda:EventSourceMapping`. This property is for Amazon SQS event sources only. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingScalingConfig = TypedDict("EventSourceMappingScalingConfig", {
        "MaximumConcurrency": Input[int],
    }, total=False)

    #: `SelfManagedEventSource.Endpoints` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingSelfManagedEventSourceEndpoints = TypedDict("EventSourceMappingSelfManagedEventSourceEndpoints", {
        "KafkaBootstrapServers": Input[List[str]],
    }, total=False)

    #: `SelfManagedEventSource` of `aws:lambda:EventSourceMapping`. The self-managed Apache Kafka cluster for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingSelfManagedEventSource = TypedDict("EventSourceMappingSelfManagedEventSource", {
        "Endpoints": Input[EventSourceMappingSelfManagedEventSourceEndpoints],
    }, total=False)

    #: The values `SelfManagedKafkaEventSourceConfig.ConsumptionMode` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingSelfManagedKafkaEventSourceConfigConsumptionMode = Literal["Stream", "Queue"]

    #: The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*].Type` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType = Literal["BASIC_AUTH", "CLIENT_CERTIFICATE_TLS_AUTH", "SERVER_ROOT_CA_CERTIFICATE", "OAUTHBEARER_AUTH"]

    #: `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*]` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem = TypedDict("EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem", {
        "Type": Input[EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType],
        "URI": Input[str],
    }, total=False)

    #: The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.EventRecordFormat` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat = Literal["JSON", "SOURCE"]

    #: The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*].Attribute` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute = Literal["KEY", "VALUE"]

    #: `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*]` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem = TypedDict("EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem", {
        "Attribute": Input[EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute],
    }, total=False)

    #: `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfig = TypedDict("EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfig", {
        "AccessConfigs": Input[List[EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem]],
        "EventRecordFormat": Input[EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat],
        "SchemaRegistryURI": Input[str],
        "SchemaValidationConfigs": Input[List[EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem]],
    }, total=False)

    #: `SelfManagedKafkaEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for a self-managed Apache Kafka event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    EventSourceMappingSelfManagedKafkaEventSourceConfig = TypedDict("EventSourceMappingSelfManagedKafkaEventSourceConfig", {
        "ConsumerGroupId": Input[str],
        "ConsumptionMode": Input[EventSourceMappingSelfManagedKafkaEventSourceConfigConsumptionMode],
        "SchemaRegistryConfig": Input[EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfig],
    }, total=False)

    #: The values `SourceAccessConfigurations[*].Type` of `aws:lambda:EventSourceMapping` may take.
    EventSourceMappingSourceAccessConfigurationsItemType = Literal["BASIC_AUTH", "VPC_SUBNET", "VPC_SECURITY_GROUP", "SASL_SCRAM_512_AUTH", "SASL_SCRAM_256_AUTH", "VIRTUAL_HOST", "CLIENT_CERTIFICATE_TLS_AUTH", "SERVER_ROOT_CA_CERTIFICATE", "OAUTHBEARER_AUTH", "OAUTHBEARER_SCOPE", "OAUTHBEARER_AUDIENCE", "OAUTHBEARER_LOGICAL_CLUSTER", "OAUTHBEARER_IDENTITY_POOL", "IAM_AUTH", "IAM_OAUTHBEARER_AUTH"]

    #: `SourceAccessConfigurations[*]` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingSourceAccessConfigurationsItem = TypedDict("EventSourceMappingSourceAccessConfigurationsItem", {
        "Type": Input[EventSourceMappingSourceAccessConfigurationsItemType],
        "URI": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:lambda:EventSourceMapping`.
    EventSourceMappingTagsItem = TypedDict("EventSourceMappingTagsItem", {
        "Key": Required[Input[str]],
        "Value": Input[str],
    }, total=False)


    class EventSourceMapping(Resource):
        """`aws:lambda:EventSourceMapping`: The `AWS::Lambda::EventSourceMapping` resource creates a mapping between an event source and an LAMlong function.

        Inputs (keywords):
          amazon_managed_kafka_event_source_config (EventSourceMappingAmazonManagedKafkaEventSourceConfig): Specific configuration settings for an Amazon Managed Streaming for Apache Kafka (Amazon MSK) event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          batch_size (int): The maximum number of records in each batch that Lambda pulls from your stream or queue and sends to your function.
          bisect_batch_on_function_error (bool): (Kinesis and DynamoDB Streams only) If the function returns an error, split the batch in two and retry. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          destination_config (EventSourceMappingDestinationConfig): (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) A configuration object that specifies the destination of an event after Lambda processes… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          document_db_event_source_config (EventSourceMappingDocumentDBEventSourceConfig): Specific configuration settings for a DocumentDB event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          enabled (bool): When true, the event source mapping is active. Default: `true`.
          event_source_arn (str): The Amazon Resource Name (ARN) of the event source. A change replaces the resource.
          filter_criteria (EventSourceMappingFilterCriteria): An object that defines the filter criteria that determine whether Lambda should process an event. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          function_name (str): The name or ARN of the Lambda function. Required.
          function_response_types (List[EventSourceMappingFunctionResponseTypesItem]): (Kinesis, DynamoDB Streams, and SQS) A list of current response type enums applied to the event source mapping. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          kms_key_arn (str): The ARN of the KMSlong (KMS) customer managed key that Lambda uses to encrypt your function's [filter criteria](https://docs.aws.amazon.com/lambda/latest/dg/in… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          logging_config (EventSourceMappingLoggingConfig): (Amazon MSK, and self-managed Apache Kafka only) The logging configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          maximum_batching_window_in_seconds (int): The maximum amount of time, in seconds, that Lambda spends gathering records before invoking the function.
          maximum_record_age_in_seconds (int): (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) Discard records older than the specified age. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          maximum_retry_attempts (int): (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) Discard records after the specified number of retries. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          metrics_config (EventSourceMappingMetricsConfig): The metrics configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          parallelization_factor (int): (Kinesis and DynamoDB Streams only) The number of batches to process concurrently from each shard. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          provisioned_poller_config (EventSourceMappingProvisionedPollerConfig): (Amazon SQS, Amazon MSK, and self-managed Apache Kafka only) The provisioned mode configuration for the event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          queues (List[str]): (Amazon MQ) The name of the Amazon MQ broker destination queue to consume. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          scaling_config (EventSourceMappingScalingConfig): This property is for Amazon SQS event sources only. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          self_managed_event_source (EventSourceMappingSelfManagedEventSource): The self-managed Apache Kafka cluster for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          self_managed_kafka_event_source_config (EventSourceMappingSelfManagedKafkaEventSourceConfig): Specific configuration settings for a self-managed Apache Kafka event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          source_access_configurations (List[EventSourceMappingSourceAccessConfigurationsItem]): An array of the authentication protocol, VPC components, or virtual host to secure and define your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          starting_position (str): The position in a stream from which to start reading. A change replaces the resource.
          starting_position_timestamp (float): With `StartingPosition` set to `AT_TIMESTAMP`, the time from which to start reading, in Unix time seconds. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          tags (List[EventSourceMappingTagsItem]): A list of tags to add to the event source mapping. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          topics (List[str]): The name of the Kafka topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tumbling_window_in_seconds (int): (Kinesis and DynamoDB Streams only) The duration in seconds of a processing window for DynamoDB and Kinesis Streams event sources. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("amazon_managed_kafka_event_source_config", "batch_size", "bisect_batch_on_function_error", "destination_config", "document_db_event_source_config", "enabled", "event_source_arn", "filter_criteria", "function_name", "function_response_types", "kms_key_arn", "logging_config", "maximum_batching_window_in_seconds", "maximum_record_age_in_seconds", "maximum_retry_attempts", "metrics_config", "parallelization_factor", "provisioned_poller_config", "queues", "scaling_config", "self_managed_event_source", "self_managed_kafka_event_source_config", "source_access_configurations", "starting_position", "starting_position_timestamp", "tags", "topics", "tumbling_window_in_seconds")

        def __init__(self, name: str, *, amazon_managed_kafka_event_source_config: Optional[Input[lambda_.EventSourceMappingAmazonManagedKafkaEventSourceConfig]] = None, batch_size: Optional[Input[int]] = None, bisect_batch_on_function_error: Optional[Input[bool]] = None, destination_config: Optional[Input[lambda_.EventSourceMappingDestinationConfig]] = None, document_db_event_source_config: Optional[Input[lambda_.EventSourceMappingDocumentDBEventSourceConfig]] = None, enabled: Optional[Input[bool]] = None, event_source_arn: Optional[Input[str]] = None, filter_criteria: Optional[Input[lambda_.EventSourceMappingFilterCriteria]] = None, function_name: Input[str], function_response_types: Optional[Input[List[lambda_.EventSourceMappingFunctionResponseTypesItem]]] = None, kms_key_arn: Optional[Input[str]] = None, logging_config: Optional[Input[lambda_.EventSourceMappingLoggingConfig]] = None, maximum_batching_window_in_seconds: Optional[Input[int]] = None, maximum_record_age_in_seconds: Optional[Input[int]] = None, maximum_retry_attempts: Optional[Input[int]] = None, metrics_config: Optional[Input[lambda_.EventSourceMappingMetricsConfig]] = None, parallelization_factor: Optional[Input[int]] = None, provisioned_poller_config: Optional[Input[lambda_.EventSourceMappingProvisionedPollerConfig]] = None, queues: Optional[Input[List[str]]] = None, scaling_config: Optional[Input[lambda_.EventSourceMappingScalingConfig]] = None, self_managed_event_source: Optional[Input[lambda_.EventSourceMappingSelfManagedEventSource]] = None, self_managed_kafka_event_source_config: Optional[Input[lambda_.EventSourceMappingSelfManagedKafkaEventSourceConfig]] = None, source_access_configurations: Optional[Input[List[lambda_.EventSourceMappingSourceAccessConfigurationsItem]]] = None, starting_position: Optional[Input[str]] = None, starting_position_timestamp: Optional[Input[float]] = None, tags: Optional[Input[List[lambda_.EventSourceMappingTagsItem]]] = None, topics: Optional[Input[List[str]]] = None, tumbling_window_in_seconds: Optional[Input[int]] = None, **options: Any):
            args = {"AmazonManagedKafkaEventSourceConfig": amazon_managed_kafka_event_source_config, "BatchSize": batch_size, "BisectBatchOnFunctionError": bisect_batch_on_function_error, "DestinationConfig": destination_config, "DocumentDBEventSourceConfig": document_db_event_source_config, "Enabled": enabled, "EventSourceArn": event_source_arn, "FilterCriteria": filter_criteria, "FunctionName": function_name, "FunctionResponseTypes": function_response_types, "KmsKeyArn": kms_key_arn, "LoggingConfig": logging_config, "MaximumBatchingWindowInSeconds": maximum_batching_window_in_seconds, "MaximumRecordAgeInSeconds": maximum_record_age_in_seconds, "MaximumRetryAttempts": maximum_retry_attempts, "MetricsConfig": metrics_config, "ParallelizationFactor": parallelization_factor, "ProvisionedPollerConfig": provisioned_poller_config, "Queues": queues, "ScalingConfig": scaling_config, "SelfManagedEventSource": self_managed_event_source, "SelfManagedKafkaEventSourceConfig": self_managed_kafka_event_source_config, "SourceAccessConfigurations": source_access_configurations, "StartingPosition": starting_position, "StartingPositionTimestamp": starting_position_timestamp, "Tags": tags, "Topics": topics, "TumblingWindowInSeconds": tumbling_window_in_seconds}
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

    #: `CapacityProviderConfig.LambdaManagedInstancesCapacityProviderConfig` of `aws:lambda:Function`.
    FunctionCapacityProviderConfigLambdaManagedInstancesCapacityProviderConfig = TypedDict("FunctionCapacityProviderConfigLambdaManagedInstancesCapacityProviderConfig", {
        "CapacityProviderArn": Required[Input[str]],
        "ExecutionEnvironmentMemoryGiBPerVCpu": Input[float],
        "PerExecutionEnvironmentMaxConcurrency": Input[int],
    }, total=False)

    #: `CapacityProviderConfig` of `aws:lambda:Function`. Configuration for the capacity provider that manages compute resources for Lambda functions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionCapacityProviderConfig = TypedDict("FunctionCapacityProviderConfig", {
        "LambdaManagedInstancesCapacityProviderConfig": Required[Input[FunctionCapacityProviderConfigLambdaManagedInstancesCapacityProviderConfig]],
    }, total=False)

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

    #: `DeadLetterConfig` of `aws:lambda:Function`. A dead-letter queue configuration that specifies the queue or topic where Lambda sends asynchronous events when they fail processing. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionDeadLetterConfig = TypedDict("FunctionDeadLetterConfig", {
        "TargetArn": Input[str],
    }, total=False)

    #: `DurableConfig` of `aws:lambda:Function`. Configuration settings for [durable functions](https://docs.aws.amazon.com/lambda/latest/dg/durable-functions.html), including execution timeout, retention per… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionDurableConfig = TypedDict("FunctionDurableConfig", {
        "ExecutionTimeout": Required[Input[int]],
        "KMSKeyArn": Input[str],
        "RetentionPeriodInDays": Input[int],
    }, total=False)

    #: `Environment` of `aws:lambda:Function`. Environment variables that are accessible from function code during execution.
    FunctionEnvironment = TypedDict("FunctionEnvironment", {
        "Variables": Input[Dict[str, Any]],
    }, total=False)

    #: `EphemeralStorage` of `aws:lambda:Function`. The size of the function's `/tmp` directory in MB. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionEphemeralStorage = TypedDict("FunctionEphemeralStorage", {
        "Size": Required[Input[int]],
    }, total=False)

    #: The values `FileSystemConfigs[*].S3FilesConfig.DirectS3Read` of `aws:lambda:Function` may take.
    FunctionFileSystemConfigsItemS3FilesConfigDirectS3Read = Literal["ENABLED", "DISABLED", "AUTO"]

    #: `FileSystemConfigs[*].S3FilesConfig` of `aws:lambda:Function`.
    FunctionFileSystemConfigsItemS3FilesConfig = TypedDict("FunctionFileSystemConfigsItemS3FilesConfig", {
        "DirectS3Read": Input[FunctionFileSystemConfigsItemS3FilesConfigDirectS3Read],
    }, total=False)

    #: `FileSystemConfigs[*]` of `aws:lambda:Function`.
    FunctionFileSystemConfigsItem = TypedDict("FunctionFileSystemConfigsItem", {
        "Arn": Required[Input[str]],
        "LocalMountPath": Required[Input[str]],
        "S3FilesConfig": Input[FunctionFileSystemConfigsItemS3FilesConfig],
    }, total=False)

    #: `FunctionScalingConfig` of `aws:lambda:Function`. Configuration that defines the scaling behavior for a Lambda Managed Instances function, including the minimum and maximum number of execution environments tha… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionFunctionScalingConfig = TypedDict("FunctionFunctionScalingConfig", {
        "MaxExecutionEnvironments": Input[int],
        "MinExecutionEnvironments": Input[int],
    }, total=False)

    #: `ImageConfig` of `aws:lambda:Function`. Configuration values that override the container image Dockerfile settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionImageConfig = TypedDict("FunctionImageConfig", {
        "Command": Input[List[str]],
        "EntryPoint": Input[List[str]],
        "WorkingDirectory": Input[str],
    }, total=False)

    #: The values `LoggingConfig.ApplicationLogLevel` of `aws:lambda:Function` may take.
    FunctionLoggingConfigApplicationLogLevel = Literal["TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL"]

    #: The values `LoggingConfig.LogFormat` of `aws:lambda:Function` may take.
    FunctionLoggingConfigLogFormat = Literal["Text", "JSON"]

    #: The values `LoggingConfig.SystemLogLevel` of `aws:lambda:Function` may take.
    FunctionLoggingConfigSystemLogLevel = Literal["DEBUG", "INFO", "WARN"]

    #: `LoggingConfig` of `aws:lambda:Function`. The function's Amazon CloudWatch Logs configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionLoggingConfig = TypedDict("FunctionLoggingConfig", {
        "ApplicationLogLevel": Input[FunctionLoggingConfigApplicationLogLevel],
        "LogFormat": Input[FunctionLoggingConfigLogFormat],
        "LogGroup": Input[str],
        "SystemLogLevel": Input[FunctionLoggingConfigSystemLogLevel],
    }, total=False)

    #: The values `PackageType` of `aws:lambda:Function` may take. The type of deployment package. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionPackageType = Literal["Image", "Zip"]

    #: The values `RecursiveLoop` of `aws:lambda:Function` may take. The status of your function's recursive loop detection configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionRecursiveLoop = Literal["Allow", "Terminate"]

    #: The values `Runtime` of `aws:lambda:Function` may take. The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html).
    FunctionRuntime = Literal["dotnet10", "dotnet6", "dotnet8", "dotnetcore1.0", "dotnetcore2.0", "dotnetcore2.1", "dotnetcore3.1", "go1.x", "java11", "java11.al2023", "java17", "java17.al2023", "java21", "java25", "java8", "java8.al2", "java8.al2023", "nodejs", "nodejs10.x", "nodejs12.x", "nodejs14.x", "nodejs16.x", "nodejs18.x", "nodejs20.x", "nodejs22.x", "nodejs24.x", "nodejs26.x", "nodejs4.3", "nodejs4.3-edge", "nodejs6.10", "nodejs8.10", "provided", "provided.al2", "provided.al2023", "python2.7", "python3.10", "python3.11", "python3.12", "python3.13", "python3.14", "python3.15", "python3.6", "python3.7", "python3.8", "python3.9", "ruby2.5", "ruby2.7", "ruby3.2", "ruby3.3", "ruby3.4", "ruby4.0"]

    #: The values `RuntimeManagementConfig.UpdateRuntimeOn` of `aws:lambda:Function` may take.
    FunctionRuntimeManagementConfigUpdateRuntimeOn = Literal["Auto", "FunctionUpdate", "Manual"]

    #: `RuntimeManagementConfig` of `aws:lambda:Function`. Sets the runtime management configuration for a function's version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionRuntimeManagementConfig = TypedDict("FunctionRuntimeManagementConfig", {
        "RuntimeVersionArn": Input[str],
        "UpdateRuntimeOn": Required[Input[FunctionRuntimeManagementConfigUpdateRuntimeOn]],
    }, total=False)

    #: The values `SnapStart.ApplyOn` of `aws:lambda:Function` may take.
    FunctionSnapStartApplyOn = Literal["PublishedVersions", "None"]

    #: `SnapStart` of `aws:lambda:Function`. The function's [SnapStart](https://docs.aws.amazon.com/lambda/latest/dg/snapstart.html) setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionSnapStart = TypedDict("FunctionSnapStart", {
        "ApplyOn": Required[Input[FunctionSnapStartApplyOn]],
    }, total=False)

    #: `Tags[*]` of `aws:lambda:Function`.
    FunctionTagsItem = TypedDict("FunctionTagsItem", {
        "Key": Required[Input[str]],
        "Value": Input[str],
    }, total=False)

    #: The values `TenancyConfig.TenantIsolationMode` of `aws:lambda:Function` may take.
    FunctionTenancyConfigTenantIsolationMode = Literal["PER_TENANT"]

    #: `TenancyConfig` of `aws:lambda:Function`. The function's tenant isolation configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionTenancyConfig = TypedDict("FunctionTenancyConfig", {
        "TenantIsolationMode": Required[Input[FunctionTenancyConfigTenantIsolationMode]],
    }, total=False)

    #: The values `TracingConfig.Mode` of `aws:lambda:Function` may take.
    FunctionTracingConfigMode = Literal["Active", "PassThrough"]

    #: `TracingConfig` of `aws:lambda:Function`. Set `Mode` to `Active` to sample and trace a subset of incoming requests with [X-Ray](https://docs.aws.amazon.com/lambda/latest/dg/services-xray.html). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionTracingConfig = TypedDict("FunctionTracingConfig", {
        "Mode": Input[FunctionTracingConfigMode],
    }, total=False)

    #: `VpcConfig` of `aws:lambda:Function`. For network connectivity to AWS resources in a VPC, specify a list of security groups and subnets in the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    FunctionVpcConfig = TypedDict("FunctionVpcConfig", {
        "Ipv6AllowedForDualStack": Input[bool],
        "SecurityGroupIds": Input[List[str]],
        "SubnetIds": Input[List[str]],
    }, total=False)


    class Function(Resource):
        """`aws:lambda:Function`: The `AWS::Lambda::Function` resource creates a Lambda function.

        Inputs (keywords):
          architectures (List[FunctionArchitecturesItem]): The instruction set architecture that the function supports. Default: `["x86_64"]`.
          capacity_provider_config (FunctionCapacityProviderConfig): Configuration for the capacity provider that manages compute resources for Lambda functions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          code (FunctionCode): The code for the function.
          code_signing_config_arn (str): To enable code signing for this function, specify the ARN of a code-signing configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          dead_letter_config (FunctionDeadLetterConfig): A dead-letter queue configuration that specifies the queue or topic where Lambda sends asynchronous events when they fail processing. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          description (str): A description of the function.
          durable_config (FunctionDurableConfig): Configuration settings for [durable functions](https://docs.aws.amazon.com/lambda/latest/dg/durable-functions.html), including execution timeout, retention per… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          environment (FunctionEnvironment): Environment variables that are accessible from function code during execution.
          ephemeral_storage (FunctionEphemeralStorage): The size of the function's `/tmp` directory in MB. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          file_system_configs (List[FunctionFileSystemConfigsItem]): Connection settings for an Amazon EFS or Amazon S3 Files file system. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          function_name (str): The name of the Lambda function, up to 64 characters in length. A change replaces the resource.
          function_scaling_config (FunctionFunctionScalingConfig): Configuration that defines the scaling behavior for a Lambda Managed Instances function, including the minimum and maximum number of execution environments tha… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          handler (str): The name of the method within your code that Lambda calls to run your function.
          image_config (FunctionImageConfig): Configuration values that override the container image Dockerfile settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          kms_key_arn (str): The ARN of the KMSlong (KMS) customer managed key that's used to encrypt the following resources: + The function's [environment variables](https://docs.aws.ama… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          layers (List[str]): A list of [function layers](https://docs.aws.amazon.com/lambda/latest/dg/configuration-layers.html) to add to the function's execution environment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          logging_config (FunctionLoggingConfig): The function's Amazon CloudWatch Logs configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          memory_size (int): The amount of [memory available to the function](https://docs.aws.amazon.com/lambda/latest/dg/configuration-function-common.html#configuration-memory-console)…. Default: `128`.
          package_type (FunctionPackageType): The type of deployment package. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          publish_to_latest_published (bool): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          recursive_loop (FunctionRecursiveLoop): The status of your function's recursive loop detection configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          reserved_concurrent_executions (int): The number of simultaneous executions to reserve for the function. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          role (str): The Amazon Resource Name (ARN) of the function's execution role. Required.
          runtime (FunctionRuntime): The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html).
          runtime_management_config (FunctionRuntimeManagementConfig): Sets the runtime management configuration for a function's version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          snap_start (FunctionSnapStart): The function's [SnapStart](https://docs.aws.amazon.com/lambda/latest/dg/snapstart.html) setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          source (str): Strata's own: a directory (granted to the provider with allow-dirs) whose files are the function's code, zipped by Strata; instead of Code.
          source_sha256 (str): Strata's own: the base64 SHA-256 of the Source zip (Lambda's CodeSha256), computed by check when left out; code changed behind Strata's back reads back as another digest.
          tags (List[FunctionTagsItem]): A list of [tags](https://docs.aws.amazon.com/lambda/latest/dg/tagging.html) to apply to the function.
          tenancy_config (FunctionTenancyConfig): The function's tenant isolation configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          timeout (int): The amount of time (in seconds) that Lambda allows a function to run before stopping it. Default: `3`.
          tracing_config (FunctionTracingConfig): Set `Mode` to `Active` to sample and trace a subset of incoming requests with [X-Ray](https://docs.aws.amazon.com/lambda/latest/dg/services-xray.html). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          vpc_config (FunctionVpcConfig): For network connectivity to AWS resources in a VPC, specify a list of security groups and subnets in the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("architectures", "capacity_provider_config", "code", "code_signing_config_arn", "dead_letter_config", "description", "durable_config", "environment", "ephemeral_storage", "file_system_configs", "function_name", "function_scaling_config", "handler", "image_config", "kms_key_arn", "layers", "logging_config", "memory_size", "package_type", "publish_to_latest_published", "recursive_loop", "reserved_concurrent_executions", "role", "runtime", "runtime_management_config", "snap_start", "source", "source_sha256", "tags", "tenancy_config", "timeout", "tracing_config", "vpc_config")

        def __init__(self, name: str, *, architectures: Optional[Input[List[lambda_.FunctionArchitecturesItem]]] = None, capacity_provider_config: Optional[Input[lambda_.FunctionCapacityProviderConfig]] = None, code: Optional[Input[lambda_.FunctionCode]] = None, code_signing_config_arn: Optional[Input[str]] = None, dead_letter_config: Optional[Input[lambda_.FunctionDeadLetterConfig]] = None, description: Optional[Input[str]] = None, durable_config: Optional[Input[lambda_.FunctionDurableConfig]] = None, environment: Optional[Input[lambda_.FunctionEnvironment]] = None, ephemeral_storage: Optional[Input[lambda_.FunctionEphemeralStorage]] = None, file_system_configs: Optional[Input[List[lambda_.FunctionFileSystemConfigsItem]]] = None, function_name: Optional[Input[str]] = None, function_scaling_config: Optional[Input[lambda_.FunctionFunctionScalingConfig]] = None, handler: Optional[Input[str]] = None, image_config: Optional[Input[lambda_.FunctionImageConfig]] = None, kms_key_arn: Optional[Input[str]] = None, layers: Optional[Input[List[str]]] = None, logging_config: Optional[Input[lambda_.FunctionLoggingConfig]] = None, memory_size: Optional[Input[int]] = None, package_type: Optional[Input[lambda_.FunctionPackageType]] = None, publish_to_latest_published: Optional[Input[bool]] = None, recursive_loop: Optional[Input[lambda_.FunctionRecursiveLoop]] = None, reserved_concurrent_executions: Optional[Input[int]] = None, role: Input[str], runtime: Optional[Input[lambda_.FunctionRuntime]] = None, runtime_management_config: Optional[Input[lambda_.FunctionRuntimeManagementConfig]] = None, snap_start: Optional[Input[lambda_.FunctionSnapStart]] = None, source: Optional[Input[str]] = None, source_sha256: Optional[Input[str]] = None, tags: Optional[Input[List[lambda_.FunctionTagsItem]]] = None, tenancy_config: Optional[Input[lambda_.FunctionTenancyConfig]] = None, timeout: Optional[Input[int]] = None, tracing_config: Optional[Input[lambda_.FunctionTracingConfig]] = None, vpc_config: Optional[Input[lambda_.FunctionVpcConfig]] = None, **options: Any):
            args = {"Architectures": architectures, "CapacityProviderConfig": capacity_provider_config, "Code": code, "CodeSigningConfigArn": code_signing_config_arn, "DeadLetterConfig": dead_letter_config, "Description": description, "DurableConfig": durable_config, "Environment": environment, "EphemeralStorage": ephemeral_storage, "FileSystemConfigs": file_system_configs, "FunctionName": function_name, "FunctionScalingConfig": function_scaling_config, "Handler": handler, "ImageConfig": image_config, "KmsKeyArn": kms_key_arn, "Layers": layers, "LoggingConfig": logging_config, "MemorySize": memory_size, "PackageType": package_type, "PublishToLatestPublished": publish_to_latest_published, "RecursiveLoop": recursive_loop, "ReservedConcurrentExecutions": reserved_concurrent_executions, "Role": role, "Runtime": runtime, "RuntimeManagementConfig": runtime_management_config, "SnapStart": snap_start, "Source": source, "SourceSha256": source_sha256, "Tags": tags, "TenancyConfig": tenancy_config, "Timeout": timeout, "TracingConfig": tracing_config, "VpcConfig": vpc_config}
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

    #: The values `FunctionUrlAuthType` of `aws:lambda:Permission` may take. The type of authentication that your function URL uses. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    PermissionFunctionUrlAuthType = Literal["AWS_IAM", "NONE"]


    class Permission(Resource):
        """`aws:lambda:Permission`: The `AWS::Lambda::Permission` resource grants an AWS service or another account permission to use a function.

        Inputs (keywords):
          action (str): The action that the principal can use on the function. Required. A change replaces the resource.
          event_source_token (str): For Alexa Smart Home functions, a token that the invoker must supply. A change replaces the resource.
          function_name (str): The name or ARN of the Lambda function, version, or alias. Required. A change replaces the resource.
          function_url_auth_type (PermissionFunctionUrlAuthType): The type of authentication that your function URL uses. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          invoked_via_function_url (bool): Indicates whether the permission applies when the function is invoked through a function URL. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          principal (str): The AWS-service, AWS-account, IAM user, or IAM role that invokes the function. Required. A change replaces the resource.
          principal_org_id (str): The identifier for your organization in AOlong. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          source_account (str): For AWS-service, the ID of the AWS-account that owns the resource. A change replaces the resource.
          source_arn (str): For AWS-services, the ARN of the AWS resource that invokes the function. A change replaces the resource.
        """

        _input_keywords = ("action", "event_source_token", "function_name", "function_url_auth_type", "invoked_via_function_url", "principal", "principal_org_id", "source_account", "source_arn")

        def __init__(self, name: str, *, action: Input[str], event_source_token: Optional[Input[str]] = None, function_name: Input[str], function_url_auth_type: Optional[Input[lambda_.PermissionFunctionUrlAuthType]] = None, invoked_via_function_url: Optional[Input[bool]] = None, principal: Input[str], principal_org_id: Optional[Input[str]] = None, source_account: Optional[Input[str]] = None, source_arn: Optional[Input[str]] = None, **options: Any):
            args = {"Action": action, "EventSourceToken": event_source_token, "FunctionName": function_name, "FunctionUrlAuthType": function_url_auth_type, "InvokedViaFunctionUrl": invoked_via_function_url, "Principal": principal, "PrincipalOrgID": principal_org_id, "SourceAccount": source_account, "SourceArn": source_arn}
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

    #: The values `LogGroupClass` of `aws:logs:LogGroup` may take. Specifies the log group class for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    LogGroupLogGroupClass = Literal["STANDARD", "INFREQUENT_ACCESS", "DELIVERY"]

    #: `Tags[*]` of `aws:logs:LogGroup`.
    LogGroupTagsItem = TypedDict("LogGroupTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class LogGroup(Resource):
        """`aws:logs:LogGroup`: The `AWS::Logs::LogGroup` resource specifies a log group.

        Inputs (keywords):
          bearer_token_authentication_enabled (bool): Indicates whether bearer token authentication is enabled for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          data_protection_policy (Any): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          deletion_protection_enabled (bool): Indicates whether deletion protection is enabled for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          field_index_policies (List[Dict[str, Any]]): Creates or updates a *field index policy* for the specified log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          kms_key_id (str): The Amazon Resource Name (ARN) of the KMS key to use when encrypting log data.
          log_group_class (LogGroupLogGroupClass): Specifies the log group class for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          log_group_name (str): The name of the log group. A change replaces the resource.
          resource_policy_document (Dict[str, Any]): Creates or updates a resource policy for the specified log group that allows other services to put log events to this account. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          retention_in_days (int): The number of days to retain the log events in the specified log group.
          tags (List[LogGroupTagsItem]): An array of key-value pairs to apply to the log group.
        """

        _input_keywords = ("bearer_token_authentication_enabled", "data_protection_policy", "deletion_protection_enabled", "field_index_policies", "kms_key_id", "log_group_class", "log_group_name", "resource_policy_document", "retention_in_days", "tags")

        def __init__(self, name: str, *, bearer_token_authentication_enabled: Optional[Input[bool]] = None, data_protection_policy: Optional[Input[Any]] = None, deletion_protection_enabled: Optional[Input[bool]] = None, field_index_policies: Optional[Input[List[Dict[str, Any]]]] = None, kms_key_id: Optional[Input[str]] = None, log_group_class: Optional[Input[logs.LogGroupLogGroupClass]] = None, log_group_name: Optional[Input[str]] = None, resource_policy_document: Optional[Input[Dict[str, Any]]] = None, retention_in_days: Optional[Input[int]] = None, tags: Optional[Input[List[logs.LogGroupTagsItem]]] = None, **options: Any):
            args = {"BearerTokenAuthenticationEnabled": bearer_token_authentication_enabled, "DataProtectionPolicy": data_protection_policy, "DeletionProtectionEnabled": deletion_protection_enabled, "FieldIndexPolicies": field_index_policies, "KmsKeyId": kms_key_id, "LogGroupClass": log_group_class, "LogGroupName": log_group_name, "ResourcePolicyDocument": resource_policy_document, "RetentionInDays": retention_in_days, "Tags": tags}
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

    #: `AdditionalStorageVolumes[*]` of `aws:rds:DBInstance`.
    DBInstanceAdditionalStorageVolumesItem = TypedDict("DBInstanceAdditionalStorageVolumesItem", {
        "AllocatedStorage": Input[str],
        "Iops": Input[int],
        "MaxAllocatedStorage": Input[int],
        "StorageOperationPercentProgress": Input[int],
        "StorageOperationStatus": Input[str],
        "StorageThroughput": Input[int],
        "StorageType": Input[str],
        "VolumeName": Input[str],
    }, total=False)

    #: `AssociatedRoles[*]` of `aws:rds:DBInstance`.
    DBInstanceAssociatedRolesItem = TypedDict("DBInstanceAssociatedRolesItem", {
        "FeatureName": Required[Input[str]],
        "RoleArn": Required[Input[str]],
    }, total=False)

    #: The values `DatabaseInsightsMode` of `aws:rds:DBInstance` may take. The mode of Database Insights to enable for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    DBInstanceDatabaseInsightsMode = Literal["advanced", "standard"]

    #: The values `MasterUserAuthenticationType` of `aws:rds:DBInstance` may take. Specifies the authentication type for the master user. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    DBInstanceMasterUserAuthenticationType = Literal["iam-db-auth", "password"]

    #: `MasterUserSecret` of `aws:rds:DBInstance`. The secret managed by RDS in AWS Secrets Manager for the master user password. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    DBInstanceMasterUserSecret = TypedDict("DBInstanceMasterUserSecret", {
        "KmsKeyId": Input[str],
        "SecretArn": Input[str],
    }, total=False)

    #: The values `ProcessorFeatures[*].Name` of `aws:rds:DBInstance` may take.
    DBInstanceProcessorFeaturesItemName = Literal["coreCount", "threadsPerCore"]

    #: `ProcessorFeatures[*]` of `aws:rds:DBInstance`.
    DBInstanceProcessorFeaturesItem = TypedDict("DBInstanceProcessorFeaturesItem", {
        "Name": Input[DBInstanceProcessorFeaturesItemName],
        "Value": Input[str],
    }, total=False)

    #: `Tags[*]` of `aws:rds:DBInstance`.
    DBInstanceTagsItem = TypedDict("DBInstanceTagsItem", {
        "Key": Required[Input[str]],
        "Value": Input[str],
    }, total=False)


    class DBInstance(Resource):
        """`aws:rds:DBInstance`: The `AWS::RDS::DBInstance` resource creates an Amazon DB instance.

        Inputs (keywords):
          additional_storage_volumes (List[DBInstanceAdditionalStorageVolumesItem]): The additional storage volumes associated with the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          allocated_storage (str): The amount of storage in gibibytes (GiB) to be initially allocated for the database instance.
          allow_major_version_upgrade (bool): A value that indicates whether major version upgrades are allowed. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          apply_immediately (bool): Specifies whether changes to the DB instance and any pending modifications are applied immediately, regardless of the `PreferredMaintenanceWindow` setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          associated_roles (List[DBInstanceAssociatedRolesItem]): The IAMlong (IAM) roles associated with the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          auto_minor_version_upgrade (bool): A value that indicates whether minor engine upgrades are applied automatically to the DB instance during the maintenance window. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          automatic_backup_replication_kms_key_id (str): The AWS KMS key identifier for encryption of the replicated automated backups. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          automatic_backup_replication_region (str): The AWS-Region associated with the automated backup. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          automatic_backup_replication_retention_period (int): The retention period for automated backups in a different AWS Region. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          availability_zone (str): The Availability Zone (AZ) where the database will be created. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          backup_retention_period (int): The number of days for which automated backups are retained. Default: `1`.
          backup_target (str): The location for storing automated backups and manual snapshots. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          ca_certificate_identifier (str): The identifier of the CA certificate for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          certificate_rotation_restart (bool): Specifies whether the DB instance is restarted when you rotate your SSL/TLS certificate. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          character_set_name (str): For supported engines, indicates that the DB instance should be associated with the specified character set. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          copy_tags_to_snapshot (bool): Specifies whether to copy tags from the DB instance to snapshots of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          custom_iam_instance_profile (str): The instance profile associated with the underlying Amazon EC2 instance of an RDS Custom DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          db_cluster_identifier (str): The identifier of the DB cluster that this DB instance will belong to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          db_cluster_snapshot_identifier (str): The identifier for the Multi-AZ DB cluster snapshot to restore from. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          db_instance_class (str): The compute and memory capacity of the DB instance, for example `db.m5.large`.
          db_instance_identifier (str): A name for the DB instance. A change replaces the resource.
          db_name (str): The meaning of this parameter differs according to the database engine you use. A change replaces the resource.
          db_parameter_group_name (str): The name of an existing DB parameter group or a reference to an [AWS::RDS::DBParameterGroup](https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          db_security_groups (List[str]): A list of the DB security groups to assign to the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          db_snapshot_identifier (str): The name or Amazon Resource Name (ARN) of the DB snapshot that's used to restore the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          db_subnet_group_name (str): A DB subnet group to associate with the DB instance. A change replaces the resource.
          db_system_id (str): The Oracle system identifier (SID), which is the name of the Oracle database instance that manages your database files. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          database_insights_mode (DBInstanceDatabaseInsightsMode): The mode of Database Insights to enable for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          dedicated_log_volume (bool): Indicates whether the DB instance has a dedicated log volume (DLV) enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          delete_automated_backups (bool): A value that indicates whether to remove automated backups immediately after the DB instance is deleted. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          deletion_protection (bool): Specifies whether the DB instance has deletion protection enabled. Default: `false`.
          domain (str): The Active Directory directory ID to create the DB instance in. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          domain_auth_secret_arn (str): The ARN for the Secrets Manager secret with the credentials for the user joining the domain. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          domain_dns_ips (List[str]): The IPv4 DNS IP addresses of your primary and secondary Active Directory domain controllers. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          domain_fqdn (str): The fully qualified domain name (FQDN) of an Active Directory domain. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          domain_iam_role_name (str): The name of the IAM role to use when making API calls to the Directory Service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          domain_ou (str): The Active Directory organizational unit for your DB instance to join. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          enable_cloudwatch_logs_exports (List[str]): The list of log types that need to be enabled for exporting to CloudWatch Logs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          enable_iam_database_authentication (bool): A value that indicates whether to enable mapping of AWS Identity and Access Management (IAM) accounts to database accounts. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          enable_performance_insights (bool): Specifies whether to enable Performance Insights for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          engine (str): The name of the database engine to use for this DB instance. A change replaces the resource.
          engine_lifecycle_support (str): The lifecycle type for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          engine_version (str): The version number of the database engine to use.
          iops (int): The number of I/O operations per second (IOPS) that the database provisions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          kms_key_id (str): The ARN of the AWS KMS key that's used to encrypt the DB instance, such as `arn:aws:kms:us-east-1:012345678910:key/abcd1234-a123-456a-a12b-a123b4cd56ef`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          license_model (str): License model information for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          manage_master_user_password (bool): Specifies whether to manage the master user password with AWS Secrets Manager. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          master_user_authentication_type (DBInstanceMasterUserAuthenticationType): Specifies the authentication type for the master user. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          master_user_password (str): The password for the master user.
          master_user_secret (DBInstanceMasterUserSecret): The secret managed by RDS in AWS Secrets Manager for the master user password. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          master_username (str): The master user name for the DB instance. A change replaces the resource.
          max_allocated_storage (int): The upper limit in gibibytes (GiB) to which Amazon RDS can automatically scale the storage of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          monitoring_interval (int): The interval, in seconds, between points when Enhanced Monitoring metrics are collected for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          monitoring_role_arn (str): The ARN for the IAM role that permits RDS to send enhanced monitoring metrics to Amazon CloudWatch Logs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          multi_az (bool): Specifies whether the DB instance is a Multi-AZ deployment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          nchar_character_set_name (str): The name of the NCHAR character set for the Oracle DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          network_type (str): The network type of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          option_group_name (str): Indicates that the DB instance should be associated with the specified option group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          performance_insights_kms_key_id (str): The AWS KMS key identifier for encryption of Performance Insights data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          performance_insights_retention_period (int): The number of days to retain Performance Insights data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          port (str): The port number on which the database accepts connections. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          preferred_backup_window (str): The daily time range during which automated backups are created if automated backups are enabled, using the `BackupRetentionPeriod` parameter. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          preferred_maintenance_window (str): The weekly time range during which system maintenance can occur, in Universal Coordinated Time (UTC). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          processor_features (List[DBInstanceProcessorFeaturesItem]): The number of CPU cores and the number of threads per core for the DB instance class of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          promotion_tier (int): The order of priority in which an Aurora Replica is promoted to the primary instance after a failure of the existing primary instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          publicly_accessible (bool): Indicates whether the DB instance is an internet-facing instance.
          replica_mode (str): The open mode of an Oracle read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          restore_time (str): The date and time to restore from. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          skip_final_snapshot (bool): Strata's own: delete the instance without the final snapshot it otherwise leaves (CloudFormation's default deletion policy, Snapshot). Default: `false`.
          source_db_cluster_identifier (str): The identifier of the Multi-AZ DB cluster that will act as the source for the read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          source_db_instance_automated_backups_arn (str): The Amazon Resource Name (ARN) of the replicated automated backups from which to restore, for example, `arn:aws:rds:us-east-1:123456789012:auto-backup:ab-L2IJC… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          source_db_instance_identifier (str): If you want to create a read replica DB instance, specify the ID of the source DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          source_dbi_resource_id (str): The resource ID of the source DB instance from which to restore. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          source_region (str): The ID of the region that contains the source DB instance for the read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          storage_encrypted (bool): A value that indicates whether the DB instance is encrypted. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          storage_throughput (int): Specifies the storage throughput value, in mebibyte per second (MiBps), for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          storage_type (str): The storage type to associate with the DB instance.
          tags (List[DBInstanceTagsItem]): Tags to assign to the DB instance.
          tde_credential_arn (str): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tde_credential_password (str): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          timezone (str): The time zone of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          use_default_processor_features (bool): Specifies whether the DB instance class of the DB instance uses its default processor features. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          use_latest_restorable_time (bool): Specifies whether the DB instance is restored from the latest backup time. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          vpc_security_groups (List[str]): A list of the VPC security group IDs to assign to the DB instance.
        """

        _input_keywords = ("additional_storage_volumes", "allocated_storage", "allow_major_version_upgrade", "apply_immediately", "associated_roles", "auto_minor_version_upgrade", "automatic_backup_replication_kms_key_id", "automatic_backup_replication_region", "automatic_backup_replication_retention_period", "availability_zone", "backup_retention_period", "backup_target", "ca_certificate_identifier", "certificate_rotation_restart", "character_set_name", "copy_tags_to_snapshot", "custom_iam_instance_profile", "db_cluster_identifier", "db_cluster_snapshot_identifier", "db_instance_class", "db_instance_identifier", "db_name", "db_parameter_group_name", "db_security_groups", "db_snapshot_identifier", "db_subnet_group_name", "db_system_id", "database_insights_mode", "dedicated_log_volume", "delete_automated_backups", "deletion_protection", "domain", "domain_auth_secret_arn", "domain_dns_ips", "domain_fqdn", "domain_iam_role_name", "domain_ou", "enable_cloudwatch_logs_exports", "enable_iam_database_authentication", "enable_performance_insights", "engine", "engine_lifecycle_support", "engine_version", "iops", "kms_key_id", "license_model", "manage_master_user_password", "master_user_authentication_type", "master_user_password", "master_user_secret", "master_username", "max_allocated_storage", "monitoring_interval", "monitoring_role_arn", "multi_az", "nchar_character_set_name", "network_type", "option_group_name", "performance_insights_kms_key_id", "performance_insights_retention_period", "port", "preferred_backup_window", "preferred_maintenance_window", "processor_features", "promotion_tier", "publicly_accessible", "replica_mode", "restore_time", "skip_final_snapshot", "source_db_cluster_identifier", "source_db_instance_automated_backups_arn", "source_db_instance_identifier", "source_dbi_resource_id", "source_region", "storage_encrypted", "storage_throughput", "storage_type", "tags", "tde_credential_arn", "tde_credential_password", "timezone", "use_default_processor_features", "use_latest_restorable_time", "vpc_security_groups")

        def __init__(self, name: str, *, additional_storage_volumes: Optional[Input[List[rds.DBInstanceAdditionalStorageVolumesItem]]] = None, allocated_storage: Optional[Input[str]] = None, allow_major_version_upgrade: Optional[Input[bool]] = None, apply_immediately: Optional[Input[bool]] = None, associated_roles: Optional[Input[List[rds.DBInstanceAssociatedRolesItem]]] = None, auto_minor_version_upgrade: Optional[Input[bool]] = None, automatic_backup_replication_kms_key_id: Optional[Input[str]] = None, automatic_backup_replication_region: Optional[Input[str]] = None, automatic_backup_replication_retention_period: Optional[Input[int]] = None, availability_zone: Optional[Input[str]] = None, backup_retention_period: Optional[Input[int]] = None, backup_target: Optional[Input[str]] = None, ca_certificate_identifier: Optional[Input[str]] = None, certificate_rotation_restart: Optional[Input[bool]] = None, character_set_name: Optional[Input[str]] = None, copy_tags_to_snapshot: Optional[Input[bool]] = None, custom_iam_instance_profile: Optional[Input[str]] = None, db_cluster_identifier: Optional[Input[str]] = None, db_cluster_snapshot_identifier: Optional[Input[str]] = None, db_instance_class: Optional[Input[str]] = None, db_instance_identifier: Optional[Input[str]] = None, db_name: Optional[Input[str]] = None, db_parameter_group_name: Optional[Input[str]] = None, db_security_groups: Optional[Input[List[str]]] = None, db_snapshot_identifier: Optional[Input[str]] = None, db_subnet_group_name: Optional[Input[str]] = None, db_system_id: Optional[Input[str]] = None, database_insights_mode: Optional[Input[rds.DBInstanceDatabaseInsightsMode]] = None, dedicated_log_volume: Optional[Input[bool]] = None, delete_automated_backups: Optional[Input[bool]] = None, deletion_protection: Optional[Input[bool]] = None, domain: Optional[Input[str]] = None, domain_auth_secret_arn: Optional[Input[str]] = None, domain_dns_ips: Optional[Input[List[str]]] = None, domain_fqdn: Optional[Input[str]] = None, domain_iam_role_name: Optional[Input[str]] = None, domain_ou: Optional[Input[str]] = None, enable_cloudwatch_logs_exports: Optional[Input[List[str]]] = None, enable_iam_database_authentication: Optional[Input[bool]] = None, enable_performance_insights: Optional[Input[bool]] = None, engine: Optional[Input[str]] = None, engine_lifecycle_support: Optional[Input[str]] = None, engine_version: Optional[Input[str]] = None, iops: Optional[Input[int]] = None, kms_key_id: Optional[Input[str]] = None, license_model: Optional[Input[str]] = None, manage_master_user_password: Optional[Input[bool]] = None, master_user_authentication_type: Optional[Input[rds.DBInstanceMasterUserAuthenticationType]] = None, master_user_password: Optional[Input[str]] = None, master_user_secret: Optional[Input[rds.DBInstanceMasterUserSecret]] = None, master_username: Optional[Input[str]] = None, max_allocated_storage: Optional[Input[int]] = None, monitoring_interval: Optional[Input[int]] = None, monitoring_role_arn: Optional[Input[str]] = None, multi_az: Optional[Input[bool]] = None, nchar_character_set_name: Optional[Input[str]] = None, network_type: Optional[Input[str]] = None, option_group_name: Optional[Input[str]] = None, performance_insights_kms_key_id: Optional[Input[str]] = None, performance_insights_retention_period: Optional[Input[int]] = None, port: Optional[Input[str]] = None, preferred_backup_window: Optional[Input[str]] = None, preferred_maintenance_window: Optional[Input[str]] = None, processor_features: Optional[Input[List[rds.DBInstanceProcessorFeaturesItem]]] = None, promotion_tier: Optional[Input[int]] = None, publicly_accessible: Optional[Input[bool]] = None, replica_mode: Optional[Input[str]] = None, restore_time: Optional[Input[str]] = None, skip_final_snapshot: Optional[Input[bool]] = None, source_db_cluster_identifier: Optional[Input[str]] = None, source_db_instance_automated_backups_arn: Optional[Input[str]] = None, source_db_instance_identifier: Optional[Input[str]] = None, source_dbi_resource_id: Optional[Input[str]] = None, source_region: Optional[Input[str]] = None, storage_encrypted: Optional[Input[bool]] = None, storage_throughput: Optional[Input[int]] = None, storage_type: Optional[Input[str]] = None, tags: Optional[Input[List[rds.DBInstanceTagsItem]]] = None, tde_credential_arn: Optional[Input[str]] = None, tde_credential_password: Optional[Input[str]] = None, timezone: Optional[Input[str]] = None, use_default_processor_features: Optional[Input[bool]] = None, use_latest_restorable_time: Optional[Input[bool]] = None, vpc_security_groups: Optional[Input[List[str]]] = None, **options: Any):
            args = {"AdditionalStorageVolumes": additional_storage_volumes, "AllocatedStorage": allocated_storage, "AllowMajorVersionUpgrade": allow_major_version_upgrade, "ApplyImmediately": apply_immediately, "AssociatedRoles": associated_roles, "AutoMinorVersionUpgrade": auto_minor_version_upgrade, "AutomaticBackupReplicationKmsKeyId": automatic_backup_replication_kms_key_id, "AutomaticBackupReplicationRegion": automatic_backup_replication_region, "AutomaticBackupReplicationRetentionPeriod": automatic_backup_replication_retention_period, "AvailabilityZone": availability_zone, "BackupRetentionPeriod": backup_retention_period, "BackupTarget": backup_target, "CACertificateIdentifier": ca_certificate_identifier, "CertificateRotationRestart": certificate_rotation_restart, "CharacterSetName": character_set_name, "CopyTagsToSnapshot": copy_tags_to_snapshot, "CustomIAMInstanceProfile": custom_iam_instance_profile, "DBClusterIdentifier": db_cluster_identifier, "DBClusterSnapshotIdentifier": db_cluster_snapshot_identifier, "DBInstanceClass": db_instance_class, "DBInstanceIdentifier": db_instance_identifier, "DBName": db_name, "DBParameterGroupName": db_parameter_group_name, "DBSecurityGroups": db_security_groups, "DBSnapshotIdentifier": db_snapshot_identifier, "DBSubnetGroupName": db_subnet_group_name, "DBSystemId": db_system_id, "DatabaseInsightsMode": database_insights_mode, "DedicatedLogVolume": dedicated_log_volume, "DeleteAutomatedBackups": delete_automated_backups, "DeletionProtection": deletion_protection, "Domain": domain, "DomainAuthSecretArn": domain_auth_secret_arn, "DomainDnsIps": domain_dns_ips, "DomainFqdn": domain_fqdn, "DomainIAMRoleName": domain_iam_role_name, "DomainOu": domain_ou, "EnableCloudwatchLogsExports": enable_cloudwatch_logs_exports, "EnableIAMDatabaseAuthentication": enable_iam_database_authentication, "EnablePerformanceInsights": enable_performance_insights, "Engine": engine, "EngineLifecycleSupport": engine_lifecycle_support, "EngineVersion": engine_version, "Iops": iops, "KmsKeyId": kms_key_id, "LicenseModel": license_model, "ManageMasterUserPassword": manage_master_user_password, "MasterUserAuthenticationType": master_user_authentication_type, "MasterUserPassword": master_user_password, "MasterUserSecret": master_user_secret, "MasterUsername": master_username, "MaxAllocatedStorage": max_allocated_storage, "MonitoringInterval": monitoring_interval, "MonitoringRoleArn": monitoring_role_arn, "MultiAZ": multi_az, "NcharCharacterSetName": nchar_character_set_name, "NetworkType": network_type, "OptionGroupName": option_group_name, "PerformanceInsightsKMSKeyId": performance_insights_kms_key_id, "PerformanceInsightsRetentionPeriod": performance_insights_retention_period, "Port": port, "PreferredBackupWindow": preferred_backup_window, "PreferredMaintenanceWindow": preferred_maintenance_window, "ProcessorFeatures": processor_features, "PromotionTier": promotion_tier, "PubliclyAccessible": publicly_accessible, "ReplicaMode": replica_mode, "RestoreTime": restore_time, "SkipFinalSnapshot": skip_final_snapshot, "SourceDBClusterIdentifier": source_db_cluster_identifier, "SourceDBInstanceAutomatedBackupsArn": source_db_instance_automated_backups_arn, "SourceDBInstanceIdentifier": source_db_instance_identifier, "SourceDbiResourceId": source_dbi_resource_id, "SourceRegion": source_region, "StorageEncrypted": storage_encrypted, "StorageThroughput": storage_throughput, "StorageType": storage_type, "Tags": tags, "TdeCredentialArn": tde_credential_arn, "TdeCredentialPassword": tde_credential_password, "Timezone": timezone, "UseDefaultProcessorFeatures": use_default_processor_features, "UseLatestRestorableTime": use_latest_restorable_time, "VPCSecurityGroups": vpc_security_groups}
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

    #: `HostedZoneFeatures` of `aws:route53:HostedZone`. The features configuration for the hosted zone, including accelerated recovery settings and status information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    HostedZoneHostedZoneFeatures = TypedDict("HostedZoneHostedZoneFeatures", {
        "EnableAcceleratedRecovery": Input[bool],
    }, total=False)

    #: `HostedZoneTags[*]` of `aws:route53:HostedZone`.
    HostedZoneHostedZoneTagsItem = TypedDict("HostedZoneHostedZoneTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: `QueryLoggingConfig` of `aws:route53:HostedZone`. Creates a configuration for DNS query logging. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    HostedZoneQueryLoggingConfig = TypedDict("HostedZoneQueryLoggingConfig", {
        "CloudWatchLogsLogGroupArn": Required[Input[str]],
    }, total=False)

    #: `VPCs[*]` of `aws:route53:HostedZone`.
    HostedZoneVPCsItem = TypedDict("HostedZoneVPCsItem", {
        "VPCId": Required[Input[str]],
        "VPCRegion": Required[Input[str]],
    }, total=False)


    class HostedZone(Resource):
        """`aws:route53:HostedZone`: Creates a new public or private hosted zone.

        Inputs (keywords):
          delegation_set_id (str): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          hosted_zone_config (HostedZoneHostedZoneConfig): A complex type that contains an optional comment.
          hosted_zone_features (HostedZoneHostedZoneFeatures): The features configuration for the hosted zone, including accelerated recovery settings and status information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          hosted_zone_tags (List[HostedZoneHostedZoneTagsItem]): Adds, edits, or deletes tags for a health check or a hosted zone.
          name_ (str): The name of the domain. A change replaces the resource.
          query_logging_config (HostedZoneQueryLoggingConfig): Creates a configuration for DNS query logging. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          vp_cs (List[HostedZoneVPCsItem]): *Private hosted zones:* A complex type that contains information about the VPCs that are associated with the specified hosted zone. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          force_destroy (bool): Strata's own: delete the zone's records first when it is deleted, those made outside Strata too (AWS deletes a zone only with its SOA and NS records left; Terraform's force_destroy). Default: `false`.
        """

        _input_keywords = ("delegation_set_id", "hosted_zone_config", "hosted_zone_features", "hosted_zone_tags", "name_", "query_logging_config", "vp_cs", "force_destroy")

        def __init__(self, name: str, *, delegation_set_id: Optional[Input[str]] = None, hosted_zone_config: Optional[Input[route53.HostedZoneHostedZoneConfig]] = None, hosted_zone_features: Optional[Input[route53.HostedZoneHostedZoneFeatures]] = None, hosted_zone_tags: Optional[Input[List[route53.HostedZoneHostedZoneTagsItem]]] = None, name_: Optional[Input[str]] = None, query_logging_config: Optional[Input[route53.HostedZoneQueryLoggingConfig]] = None, vp_cs: Optional[Input[List[route53.HostedZoneVPCsItem]]] = None, force_destroy: Optional[Input[bool]] = None, **options: Any):
            args = {"DelegationSetId": delegation_set_id, "HostedZoneConfig": hosted_zone_config, "HostedZoneFeatures": hosted_zone_features, "HostedZoneTags": hosted_zone_tags, "Name": name_, "QueryLoggingConfig": query_logging_config, "VPCs": vp_cs, "forceDestroy": force_destroy}
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

    #: `CidrRoutingConfig` of `aws:route53:RecordSet`. The object that is specified in resource record set object when you are linking a resource record set to a CIDR location. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    RecordSetCidrRoutingConfig = TypedDict("RecordSetCidrRoutingConfig", {
        "CollectionId": Required[Input[str]],
        "LocationName": Required[Input[str]],
    }, total=False)

    #: The values `Failover` of `aws:route53:RecordSet` may take. To configure failover, you add the Failover element to two resource record sets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    RecordSetFailover = Literal["PRIMARY", "SECONDARY"]

    #: `GeoLocation` of `aws:route53:RecordSet`. A complex type that lets you control how Amazon Route 53 responds to DNS queries based on the geographic origin of the query. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    RecordSetGeoLocation = TypedDict("RecordSetGeoLocation", {
        "ContinentCode": Input[str],
        "CountryCode": Input[str],
        "SubdivisionCode": Input[str],
    }, total=False)

    #: `GeoProximityLocation.Coordinates` of `aws:route53:RecordSet`.
    RecordSetGeoProximityLocationCoordinates = TypedDict("RecordSetGeoProximityLocationCoordinates", {
        "Latitude": Required[Input[str]],
        "Longitude": Required[Input[str]],
    }, total=False)

    #: `GeoProximityLocation` of `aws:route53:RecordSet`. Geoproximity resource record sets only: A complex type that lets you specify where your resources are located. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    RecordSetGeoProximityLocation = TypedDict("RecordSetGeoProximityLocation", {
        "AWSRegion": Input[str],
        "Bias": Input[int],
        "Coordinates": Input[RecordSetGeoProximityLocationCoordinates],
        "LocalZoneGroup": Input[str],
    }, total=False)


    class RecordSet(Resource):
        """`aws:route53:RecordSet`: Resource Type definition for AWS::Route53::RecordSet.

        Inputs (keywords):
          alias_target (RecordSetAliasTarget): Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t….
          cidr_routing_config (RecordSetCidrRoutingConfig): The object that is specified in resource record set object when you are linking a resource record set to a CIDR location. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          comment (str): Optional: Any comments you want to include about a change batch request. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          failover (RecordSetFailover): To configure failover, you add the Failover element to two resource record sets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          geo_location (RecordSetGeoLocation): A complex type that lets you control how Amazon Route 53 responds to DNS queries based on the geographic origin of the query. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          geo_proximity_location (RecordSetGeoProximityLocation): Geoproximity resource record sets only: A complex type that lets you specify where your resources are located. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          health_check_id (str): If you want Amazon Route 53 to return this resource record set in response to a DNS query only when the status of a health check is healthy, include the Health… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          hosted_zone_id (str): The ID of the hosted zone that you want to create records in. A change replaces the resource.
          hosted_zone_name (str): The name of the hosted zone that you want to create records in. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          multi_value_answer (bool): To route traffic approximately randomly to multiple resources, such as web servers, create one multivalue answer record for each resource and specify true for… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          name_ (str): The name of the record that you want to create, update, or delete. Required. A change replaces the resource.
          region (str): The Amazon EC2 Region where you created the resource that this resource record set refers to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          resource_records (List[str]): One or more values that correspond with the value that you specified for the Type property.
          set_identifier (str): An identifier that differentiates among multiple resource record sets that have the same combination of name and type. A change replaces the resource.
          ttl (str): The resource record cache time to live (TTL), in seconds.
          type_ (str): The DNS record type. Required. A change replaces the resource.
          weight (int): Among resource record sets that have the same combination of DNS name and type, a value that determines the proportion of DNS queries that Amazon Route 53 resp….
        """

        _input_keywords = ("alias_target", "cidr_routing_config", "comment", "failover", "geo_location", "geo_proximity_location", "health_check_id", "hosted_zone_id", "hosted_zone_name", "multi_value_answer", "name_", "region", "resource_records", "set_identifier", "ttl", "type_", "weight")

        def __init__(self, name: str, *, alias_target: Optional[Input[route53.RecordSetAliasTarget]] = None, cidr_routing_config: Optional[Input[route53.RecordSetCidrRoutingConfig]] = None, comment: Optional[Input[str]] = None, failover: Optional[Input[route53.RecordSetFailover]] = None, geo_location: Optional[Input[route53.RecordSetGeoLocation]] = None, geo_proximity_location: Optional[Input[route53.RecordSetGeoProximityLocation]] = None, health_check_id: Optional[Input[str]] = None, hosted_zone_id: Optional[Input[str]] = None, hosted_zone_name: Optional[Input[str]] = None, multi_value_answer: Optional[Input[bool]] = None, name_: Input[str], region: Optional[Input[str]] = None, resource_records: Optional[Input[List[str]]] = None, set_identifier: Optional[Input[str]] = None, ttl: Optional[Input[str]] = None, type_: Input[str], weight: Optional[Input[int]] = None, **options: Any):
            args = {"AliasTarget": alias_target, "CidrRoutingConfig": cidr_routing_config, "Comment": comment, "Failover": failover, "GeoLocation": geo_location, "GeoProximityLocation": geo_proximity_location, "HealthCheckId": health_check_id, "HostedZoneId": hosted_zone_id, "HostedZoneName": hosted_zone_name, "MultiValueAnswer": multi_value_answer, "Name": name_, "Region": region, "ResourceRecords": resource_records, "SetIdentifier": set_identifier, "TTL": ttl, "Type": type_, "Weight": weight}
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

    #: The values `AbacStatus` of `aws:s3:Bucket` may take. The ABAC status of the general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketAbacStatus = Literal["Enabled", "Disabled"]

    #: The values `AccelerateConfiguration.AccelerationStatus` of `aws:s3:Bucket` may take.
    BucketAccelerateConfigurationAccelerationStatus = Literal["Enabled", "Suspended"]

    #: `AccelerateConfiguration` of `aws:s3:Bucket`. Configures the transfer acceleration state for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketAccelerateConfiguration = TypedDict("BucketAccelerateConfiguration", {
        "AccelerationStatus": Required[Input[BucketAccelerateConfigurationAccelerationStatus]],
    }, total=False)

    #: The values `AccessControl` of `aws:s3:Bucket` may take. This is a legacy property, and it is not recommended for most use cases. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketAccessControl = Literal["AuthenticatedRead", "AwsExecRead", "BucketOwnerFullControl", "BucketOwnerRead", "LogDeliveryWrite", "Private", "PublicRead", "PublicReadWrite"]

    #: `AnalyticsConfigurations[*].StorageClassAnalysis.DataExport` of `aws:s3:Bucket`.
    BucketAnalyticsConfigurationsItemStorageClassAnalysisDataExport = TypedDict("BucketAnalyticsConfigurationsItemStorageClassAnalysisDataExport", {
        "Destination": Required[Input[Dict[str, Any]]],
        "OutputSchemaVersion": Required[Input[str]],
    }, total=False)

    #: `AnalyticsConfigurations[*].StorageClassAnalysis` of `aws:s3:Bucket`.
    BucketAnalyticsConfigurationsItemStorageClassAnalysis = TypedDict("BucketAnalyticsConfigurationsItemStorageClassAnalysis", {
        "DataExport": Input[BucketAnalyticsConfigurationsItemStorageClassAnalysisDataExport],
    }, total=False)

    #: `AnalyticsConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`.
    BucketAnalyticsConfigurationsItemTagFiltersItem = TypedDict("BucketAnalyticsConfigurationsItemTagFiltersItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: `AnalyticsConfigurations[*]` of `aws:s3:Bucket`.
    BucketAnalyticsConfigurationsItem = TypedDict("BucketAnalyticsConfigurationsItem", {
        "Id": Required[Input[str]],
        "Prefix": Input[str],
        "StorageClassAnalysis": Required[Input[BucketAnalyticsConfigurationsItemStorageClassAnalysis]],
        "TagFilters": Input[List[BucketAnalyticsConfigurationsItemTagFiltersItem]],
    }, total=False)

    #: The values `BucketEncryption.ServerSideEncryptionConfiguration[*].BlockedEncryptionTypes.EncryptionType[*]` of `aws:s3:Bucket` may take.
    BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypesEncryptionTypeItem = Literal["NONE", "SSE-C"]

    #: `BucketEncryption.ServerSideEncryptionConfiguration[*].BlockedEncryptionTypes` of `aws:s3:Bucket`.
    BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypes = TypedDict("BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypes", {
        "EncryptionType": Input[List[BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypesEncryptionTypeItem]],
    }, total=False)

    #: The values `BucketEncryption.ServerSideEncryptionConfiguration[*].ServerSideEncryptionByDefault.SSEAlgorithm` of `aws:s3:Bucket` may take.
    BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefaultSSEAlgorithm = Literal["aws:kms", "AES256", "aws:kms:dsse"]

    #: `BucketEncryption.ServerSideEncryptionConfiguration[*].ServerSideEncryptionByDefault` of `aws:s3:Bucket`.
    BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefault = TypedDict("BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefault", {
        "KMSMasterKeyID": Input[str],
        "SSEAlgorithm": Required[Input[BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefaultSSEAlgorithm]],
    }, total=False)

    #: `BucketEncryption.ServerSideEncryptionConfiguration[*]` of `aws:s3:Bucket`.
    BucketBucketEncryptionServerSideEncryptionConfigurationItem = TypedDict("BucketBucketEncryptionServerSideEncryptionConfigurationItem", {
        "BlockedEncryptionTypes": Input[BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypes],
        "BucketKeyEnabled": Input[bool],
        "ServerSideEncryptionByDefault": Input[BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefault],
    }, total=False)

    #: `BucketEncryption` of `aws:s3:Bucket`. Specifies default encryption for a bucket using server-side encryption with Amazon S3-managed keys (SSE-S3), AWS KMS-managed keys (SSE-KMS), or dual-layer serv… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketBucketEncryption = TypedDict("BucketBucketEncryption", {
        "ServerSideEncryptionConfiguration": Required[Input[List[BucketBucketEncryptionServerSideEncryptionConfigurationItem]]],
    }, total=False)

    #: The values `BucketNamespace` of `aws:s3:Bucket` may take. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketBucketNamespace = Literal["global", "account-regional"]

    #: The values `CorsConfiguration.CorsRules[*].AllowedMethods[*]` of `aws:s3:Bucket` may take.
    BucketCorsConfigurationCorsRulesItemAllowedMethodsItem = Literal["GET", "PUT", "HEAD", "POST", "DELETE"]

    #: `CorsConfiguration.CorsRules[*]` of `aws:s3:Bucket`.
    BucketCorsConfigurationCorsRulesItem = TypedDict("BucketCorsConfigurationCorsRulesItem", {
        "AllowedHeaders": Input[List[str]],
        "AllowedMethods": Required[Input[List[BucketCorsConfigurationCorsRulesItemAllowedMethodsItem]]],
        "AllowedOrigins": Required[Input[List[str]]],
        "ExposedHeaders": Input[List[str]],
        "Id": Input[str],
        "MaxAge": Input[int],
    }, total=False)

    #: `CorsConfiguration` of `aws:s3:Bucket`. Describes the cross-origin access configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketCorsConfiguration = TypedDict("BucketCorsConfiguration", {
        "CorsRules": Required[Input[List[BucketCorsConfigurationCorsRulesItem]]],
    }, total=False)

    #: The values `IntelligentTieringConfigurations[*].Status` of `aws:s3:Bucket` may take.
    BucketIntelligentTieringConfigurationsItemStatus = Literal["Disabled", "Enabled"]

    #: `IntelligentTieringConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`.
    BucketIntelligentTieringConfigurationsItemTagFiltersItem = TypedDict("BucketIntelligentTieringConfigurationsItemTagFiltersItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: The values `IntelligentTieringConfigurations[*].Tierings[*].AccessTier` of `aws:s3:Bucket` may take.
    BucketIntelligentTieringConfigurationsItemTieringsItemAccessTier = Literal["ARCHIVE_ACCESS", "DEEP_ARCHIVE_ACCESS"]

    #: `IntelligentTieringConfigurations[*].Tierings[*]` of `aws:s3:Bucket`.
    BucketIntelligentTieringConfigurationsItemTieringsItem = TypedDict("BucketIntelligentTieringConfigurationsItemTieringsItem", {
        "AccessTier": Required[Input[BucketIntelligentTieringConfigurationsItemTieringsItemAccessTier]],
        "Days": Required[Input[int]],
    }, total=False)

    #: `IntelligentTieringConfigurations[*]` of `aws:s3:Bucket`.
    BucketIntelligentTieringConfigurationsItem = TypedDict("BucketIntelligentTieringConfigurationsItem", {
        "Id": Required[Input[str]],
        "Prefix": Input[str],
        "Status": Required[Input[BucketIntelligentTieringConfigurationsItemStatus]],
        "TagFilters": Input[List[BucketIntelligentTieringConfigurationsItemTagFiltersItem]],
        "Tierings": Required[Input[List[BucketIntelligentTieringConfigurationsItemTieringsItem]]],
    }, total=False)

    #: The values `InventoryConfigurations[*].Destination.Format` of `aws:s3:Bucket` may take.
    BucketInventoryConfigurationsItemDestinationFormat = Literal["CSV", "ORC", "Parquet"]

    #: `InventoryConfigurations[*].Destination` of `aws:s3:Bucket`.
    BucketInventoryConfigurationsItemDestination = TypedDict("BucketInventoryConfigurationsItemDestination", {
        "BucketAccountId": Input[str],
        "BucketArn": Required[Input[str]],
        "Format": Required[Input[BucketInventoryConfigurationsItemDestinationFormat]],
        "Prefix": Input[str],
    }, total=False)

    #: The values `InventoryConfigurations[*].IncludedObjectVersions` of `aws:s3:Bucket` may take.
    BucketInventoryConfigurationsItemIncludedObjectVersions = Literal["All", "Current"]

    #: The values `InventoryConfigurations[*].OptionalFields[*]` of `aws:s3:Bucket` may take.
    BucketInventoryConfigurationsItemOptionalFieldsItem = Literal["Size", "LastModifiedDate", "StorageClass", "ETag", "IsMultipartUploaded", "ReplicationStatus", "EncryptionStatus", "ObjectLockRetainUntilDate", "ObjectLockMode", "ObjectLockLegalHoldStatus", "ObjectLockEventHoldStatus", "ObjectLockEventHoldDuration", "IntelligentTieringAccessTier", "BucketKeyStatus", "ChecksumAlgorithm", "ObjectAccessControlList", "ObjectOwner", "LifecycleExpirationDate", "IntelligentTieringReferenceDate"]

    #: The values `InventoryConfigurations[*].ScheduleFrequency` of `aws:s3:Bucket` may take.
    BucketInventoryConfigurationsItemScheduleFrequency = Literal["Daily", "Weekly"]

    #: `InventoryConfigurations[*]` of `aws:s3:Bucket`.
    BucketInventoryConfigurationsItem = TypedDict("BucketInventoryConfigurationsItem", {
        "Destination": Required[Input[BucketInventoryConfigurationsItemDestination]],
        "Enabled": Required[Input[bool]],
        "Id": Required[Input[str]],
        "IncludedObjectVersions": Required[Input[BucketInventoryConfigurationsItemIncludedObjectVersions]],
        "OptionalFields": Input[List[BucketInventoryConfigurationsItemOptionalFieldsItem]],
        "Prefix": Input[str],
        "ScheduleFrequency": Required[Input[BucketInventoryConfigurationsItemScheduleFrequency]],
    }, total=False)

    #: `LifecycleConfiguration.Rules[*].AbortIncompleteMultipartUpload` of `aws:s3:Bucket`.
    BucketLifecycleConfigurationRulesItemAbortIncompleteMultipartUpload = TypedDict("BucketLifecycleConfigurationRulesItemAbortIncompleteMultipartUpload", {
        "DaysAfterInitiation": Required[Input[int]],
    }, total=False)

    #: `LifecycleConfiguration.Rules[*].NoncurrentVersionExpiration` of `aws:s3:Bucket`.
    BucketLifecycleConfigurationRulesItemNoncurrentVersionExpiration = TypedDict("BucketLifecycleConfigurationRulesItemNoncurrentVersionExpiration", {
        "NewerNoncurrentVersions": Input[int],
        "NoncurrentDays": Required[Input[int]],
    }, total=False)

    #: The values `LifecycleConfiguration.Rules[*].NoncurrentVersionTransition.StorageClass` of `aws:s3:Bucket` may take.
    BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionStorageClass = Literal["DEEP_ARCHIVE", "GLACIER", "Glacier", "GLACIER_IR", "INTELLIGENT_TIERING", "ONEZONE_IA", "STANDARD_IA"]

    #: `LifecycleConfiguration.Rules[*].NoncurrentVersionTransition` of `aws:s3:Bucket`.
    BucketLifecycleConfigurationRulesItemNoncurrentVersionTransition = TypedDict("BucketLifecycleConfigurationRulesItemNoncurrentVersionTransition", {
        "NewerNoncurrentVersions": Input[int],
        "StorageClass": Required[Input[BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionStorageClass]],
        "TransitionInDays": Required[Input[int]],
    }, total=False)

    #: The values `LifecycleConfiguration.Rules[*].NoncurrentVersionTransitions[*].StorageClass` of `aws:s3:Bucket` may take.
    BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItemStorageClass = Literal["DEEP_ARCHIVE", "GLACIER", "Glacier", "GLACIER_IR", "INTELLIGENT_TIERING", "ONEZONE_IA", "STANDARD_IA"]

    #: `LifecycleConfiguration.Rules[*].NoncurrentVersionTransitions[*]` of `aws:s3:Bucket`.
    BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItem = TypedDict("BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItem", {
        "NewerNoncurrentVersions": Input[int],
        "StorageClass": Required[Input[BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItemStorageClass]],
        "TransitionInDays": Required[Input[int]],
    }, total=False)

    #: The values `LifecycleConfiguration.Rules[*].Status` of `aws:s3:Bucket` may take.
    BucketLifecycleConfigurationRulesItemStatus = Literal["Enabled", "Disabled"]

    #: `LifecycleConfiguration.Rules[*].TagFilters[*]` of `aws:s3:Bucket`.
    BucketLifecycleConfigurationRulesItemTagFiltersItem = TypedDict("BucketLifecycleConfigurationRulesItemTagFiltersItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: The values `LifecycleConfiguration.Rules[*].Transition.StorageClass` of `aws:s3:Bucket` may take.
    BucketLifecycleConfigurationRulesItemTransitionStorageClass = Literal["DEEP_ARCHIVE", "GLACIER", "Glacier", "GLACIER_IR", "INTELLIGENT_TIERING", "ONEZONE_IA", "STANDARD_IA"]

    #: `LifecycleConfiguration.Rules[*].Transition` of `aws:s3:Bucket`.
    BucketLifecycleConfigurationRulesItemTransition = TypedDict("BucketLifecycleConfigurationRulesItemTransition", {
        "StorageClass": Required[Input[BucketLifecycleConfigurationRulesItemTransitionStorageClass]],
        "TransitionDate": Input[str],
        "TransitionInDays": Input[int],
    }, total=False)

    #: The values `LifecycleConfiguration.Rules[*].Transitions[*].StorageClass` of `aws:s3:Bucket` may take.
    BucketLifecycleConfigurationRulesItemTransitionsItemStorageClass = Literal["DEEP_ARCHIVE", "GLACIER", "Glacier", "GLACIER_IR", "INTELLIGENT_TIERING", "ONEZONE_IA", "STANDARD_IA"]

    #: `LifecycleConfiguration.Rules[*].Transitions[*]` of `aws:s3:Bucket`.
    BucketLifecycleConfigurationRulesItemTransitionsItem = TypedDict("BucketLifecycleConfigurationRulesItemTransitionsItem", {
        "StorageClass": Required[Input[BucketLifecycleConfigurationRulesItemTransitionsItemStorageClass]],
        "TransitionDate": Input[str],
        "TransitionInDays": Input[int],
    }, total=False)

    #: `LifecycleConfiguration.Rules[*]` of `aws:s3:Bucket`.
    BucketLifecycleConfigurationRulesItem = TypedDict("BucketLifecycleConfigurationRulesItem", {
        "AbortIncompleteMultipartUpload": Input[BucketLifecycleConfigurationRulesItemAbortIncompleteMultipartUpload],
        "ExpirationDate": Input[str],
        "ExpirationInDays": Input[int],
        "ExpiredObjectDeleteMarker": Input[bool],
        "Id": Input[str],
        "NoncurrentVersionExpiration": Input[BucketLifecycleConfigurationRulesItemNoncurrentVersionExpiration],
        "NoncurrentVersionExpirationInDays": Input[int],
        "NoncurrentVersionTransition": Input[BucketLifecycleConfigurationRulesItemNoncurrentVersionTransition],
        "NoncurrentVersionTransitions": Input[List[BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItem]],
        "ObjectSizeGreaterThan": Input[str],
        "ObjectSizeLessThan": Input[str],
        "Prefix": Input[str],
        "Status": Required[Input[BucketLifecycleConfigurationRulesItemStatus]],
        "TagFilters": Input[List[BucketLifecycleConfigurationRulesItemTagFiltersItem]],
        "Transition": Input[BucketLifecycleConfigurationRulesItemTransition],
        "Transitions": Input[List[BucketLifecycleConfigurationRulesItemTransitionsItem]],
    }, total=False)

    #: The values `LifecycleConfiguration.TransitionDefaultMinimumObjectSize` of `aws:s3:Bucket` may take.
    BucketLifecycleConfigurationTransitionDefaultMinimumObjectSize = Literal["varies_by_storage_class", "all_storage_classes_128K"]

    #: `LifecycleConfiguration` of `aws:s3:Bucket`. Specifies the lifecycle configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketLifecycleConfiguration = TypedDict("BucketLifecycleConfiguration", {
        "Rules": Required[Input[List[BucketLifecycleConfigurationRulesItem]]],
        "TransitionDefaultMinimumObjectSize": Input[BucketLifecycleConfigurationTransitionDefaultMinimumObjectSize],
    }, total=False)

    #: `LoggingConfiguration` of `aws:s3:Bucket`. Settings that define where logs are stored. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketLoggingConfiguration = TypedDict("BucketLoggingConfiguration", {
        "DestinationBucketName": Input[str],
        "LogFilePrefix": Input[str],
        "TargetObjectKeyFormat": Input[Dict[str, Any]],
    }, total=False)

    #: The values `MetadataConfiguration.AnnotationTableConfiguration.ConfigurationState` of `aws:s3:Bucket` may take.
    BucketMetadataConfigurationAnnotationTableConfigurationConfigurationState = Literal["ENABLED", "DISABLED"]

    #: The values `MetadataConfiguration.AnnotationTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take.
    BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfigurationSseAlgorithm = Literal["aws:kms", "AES256"]

    #: `MetadataConfiguration.AnnotationTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`.
    BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfiguration = TypedDict("BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfiguration", {
        "KmsKeyArn": Input[str],
        "SseAlgorithm": Required[Input[BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfigurationSseAlgorithm]],
    }, total=False)

    #: `MetadataConfiguration.AnnotationTableConfiguration` of `aws:s3:Bucket`.
    BucketMetadataConfigurationAnnotationTableConfiguration = TypedDict("BucketMetadataConfigurationAnnotationTableConfiguration", {
        "ConfigurationState": Required[Input[BucketMetadataConfigurationAnnotationTableConfigurationConfigurationState]],
        "EncryptionConfiguration": Input[BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfiguration],
        "Role": Input[str],
        "TableArn": Input[str],
        "TableName": Input[str],
    }, total=False)

    #: The values `MetadataConfiguration.Destination.TableBucketType` of `aws:s3:Bucket` may take.
    BucketMetadataConfigurationDestinationTableBucketType = Literal["aws", "customer"]

    #: `MetadataConfiguration.Destination` of `aws:s3:Bucket`.
    BucketMetadataConfigurationDestination = TypedDict("BucketMetadataConfigurationDestination", {
        "TableBucketArn": Input[str],
        "TableBucketType": Required[Input[BucketMetadataConfigurationDestinationTableBucketType]],
        "TableNamespace": Input[str],
    }, total=False)

    #: The values `MetadataConfiguration.InventoryTableConfiguration.ConfigurationState` of `aws:s3:Bucket` may take.
    BucketMetadataConfigurationInventoryTableConfigurationConfigurationState = Literal["ENABLED", "DISABLED"]

    #: The values `MetadataConfiguration.InventoryTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take.
    BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfigurationSseAlgorithm = Literal["aws:kms", "AES256"]

    #: `MetadataConfiguration.InventoryTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`.
    BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfiguration = TypedDict("BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfiguration", {
        "KmsKeyArn": Input[str],
        "SseAlgorithm": Required[Input[BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfigurationSseAlgorithm]],
    }, total=False)

    #: `MetadataConfiguration.InventoryTableConfiguration` of `aws:s3:Bucket`.
    BucketMetadataConfigurationInventoryTableConfiguration = TypedDict("BucketMetadataConfigurationInventoryTableConfiguration", {
        "ConfigurationState": Required[Input[BucketMetadataConfigurationInventoryTableConfigurationConfigurationState]],
        "EncryptionConfiguration": Input[BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfiguration],
        "TableArn": Input[str],
        "TableName": Input[str],
    }, total=False)

    #: The values `MetadataConfiguration.JournalTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take.
    BucketMetadataConfigurationJournalTableConfigurationEncryptionConfigurationSseAlgorithm = Literal["aws:kms", "AES256"]

    #: `MetadataConfiguration.JournalTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`.
    BucketMetadataConfigurationJournalTableConfigurationEncryptionConfiguration = TypedDict("BucketMetadataConfigurationJournalTableConfigurationEncryptionConfiguration", {
        "KmsKeyArn": Input[str],
        "SseAlgorithm": Required[Input[BucketMetadataConfigurationJournalTableConfigurationEncryptionConfigurationSseAlgorithm]],
    }, total=False)

    #: The values `MetadataConfiguration.JournalTableConfiguration.RecordExpiration.Expiration` of `aws:s3:Bucket` may take.
    BucketMetadataConfigurationJournalTableConfigurationRecordExpirationExpiration = Literal["ENABLED", "DISABLED"]

    #: `MetadataConfiguration.JournalTableConfiguration.RecordExpiration` of `aws:s3:Bucket`.
    BucketMetadataConfigurationJournalTableConfigurationRecordExpiration = TypedDict("BucketMetadataConfigurationJournalTableConfigurationRecordExpiration", {
        "Days": Input[int],
        "Expiration": Required[Input[BucketMetadataConfigurationJournalTableConfigurationRecordExpirationExpiration]],
    }, total=False)

    #: `MetadataConfiguration.JournalTableConfiguration` of `aws:s3:Bucket`.
    BucketMetadataConfigurationJournalTableConfiguration = TypedDict("BucketMetadataConfigurationJournalTableConfiguration", {
        "EncryptionConfiguration": Input[BucketMetadataConfigurationJournalTableConfigurationEncryptionConfiguration],
        "RecordExpiration": Required[Input[BucketMetadataConfigurationJournalTableConfigurationRecordExpiration]],
        "TableArn": Input[str],
        "TableName": Input[str],
    }, total=False)

    #: `MetadataConfiguration` of `aws:s3:Bucket`. The S3 Metadata configuration for a general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketMetadataConfiguration = TypedDict("BucketMetadataConfiguration", {
        "AnnotationTableConfiguration": Input[BucketMetadataConfigurationAnnotationTableConfiguration],
        "Destination": Input[BucketMetadataConfigurationDestination],
        "InventoryTableConfiguration": Input[BucketMetadataConfigurationInventoryTableConfiguration],
        "JournalTableConfiguration": Required[Input[BucketMetadataConfigurationJournalTableConfiguration]],
    }, total=False)

    #: `MetadataTableConfiguration.S3TablesDestination` of `aws:s3:Bucket`.
    BucketMetadataTableConfigurationS3TablesDestination = TypedDict("BucketMetadataTableConfigurationS3TablesDestination", {
        "TableArn": Input[str],
        "TableBucketArn": Required[Input[str]],
        "TableName": Required[Input[str]],
        "TableNamespace": Input[str],
    }, total=False)

    #: `MetadataTableConfiguration` of `aws:s3:Bucket`. The metadata table configuration of an S3 general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketMetadataTableConfiguration = TypedDict("BucketMetadataTableConfiguration", {
        "S3TablesDestination": Required[Input[BucketMetadataTableConfigurationS3TablesDestination]],
    }, total=False)

    #: `MetricsConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`.
    BucketMetricsConfigurationsItemTagFiltersItem = TypedDict("BucketMetricsConfigurationsItemTagFiltersItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: `MetricsConfigurations[*]` of `aws:s3:Bucket`.
    BucketMetricsConfigurationsItem = TypedDict("BucketMetricsConfigurationsItem", {
        "AccessPointArn": Input[str],
        "Id": Required[Input[str]],
        "Prefix": Input[str],
        "TagFilters": Input[List[BucketMetricsConfigurationsItemTagFiltersItem]],
    }, total=False)

    #: `NotificationConfiguration.EventBridgeConfiguration` of `aws:s3:Bucket`.
    BucketNotificationConfigurationEventBridgeConfiguration = TypedDict("BucketNotificationConfigurationEventBridgeConfiguration", {
        "EventBridgeEnabled": Required[Input[bool]],
    }, total=False)

    #: `NotificationConfiguration.LambdaConfigurations[*].Filter` of `aws:s3:Bucket`.
    BucketNotificationConfigurationLambdaConfigurationsItemFilter = TypedDict("BucketNotificationConfigurationLambdaConfigurationsItemFilter", {
        "S3Key": Required[Input[Dict[str, Any]]],
    }, total=False)

    #: `NotificationConfiguration.LambdaConfigurations[*]` of `aws:s3:Bucket`.
    BucketNotificationConfigurationLambdaConfigurationsItem = TypedDict("BucketNotificationConfigurationLambdaConfigurationsItem", {
        "Event": Required[Input[str]],
        "Filter": Input[BucketNotificationConfigurationLambdaConfigurationsItemFilter],
        "Function": Required[Input[str]],
    }, total=False)

    #: `NotificationConfiguration.QueueConfigurations[*].Filter` of `aws:s3:Bucket`.
    BucketNotificationConfigurationQueueConfigurationsItemFilter = TypedDict("BucketNotificationConfigurationQueueConfigurationsItemFilter", {
        "S3Key": Required[Input[Dict[str, Any]]],
    }, total=False)

    #: `NotificationConfiguration.QueueConfigurations[*]` of `aws:s3:Bucket`.
    BucketNotificationConfigurationQueueConfigurationsItem = TypedDict("BucketNotificationConfigurationQueueConfigurationsItem", {
        "Event": Required[Input[str]],
        "Filter": Input[BucketNotificationConfigurationQueueConfigurationsItemFilter],
        "Queue": Required[Input[str]],
    }, total=False)

    #: `NotificationConfiguration.TopicConfigurations[*].Filter` of `aws:s3:Bucket`.
    BucketNotificationConfigurationTopicConfigurationsItemFilter = TypedDict("BucketNotificationConfigurationTopicConfigurationsItemFilter", {
        "S3Key": Required[Input[Dict[str, Any]]],
    }, total=False)

    #: `NotificationConfiguration.TopicConfigurations[*]` of `aws:s3:Bucket`.
    BucketNotificationConfigurationTopicConfigurationsItem = TypedDict("BucketNotificationConfigurationTopicConfigurationsItem", {
        "Event": Required[Input[str]],
        "Filter": Input[BucketNotificationConfigurationTopicConfigurationsItemFilter],
        "Topic": Required[Input[str]],
    }, total=False)

    #: `NotificationConfiguration` of `aws:s3:Bucket`. Configuration that defines how Amazon S3 handles bucket notifications. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketNotificationConfiguration = TypedDict("BucketNotificationConfiguration", {
        "EventBridgeConfiguration": Input[BucketNotificationConfigurationEventBridgeConfiguration],
        "LambdaConfigurations": Input[List[BucketNotificationConfigurationLambdaConfigurationsItem]],
        "QueueConfigurations": Input[List[BucketNotificationConfigurationQueueConfigurationsItem]],
        "TopicConfigurations": Input[List[BucketNotificationConfigurationTopicConfigurationsItem]],
    }, total=False)

    #: The values `ObjectLockConfiguration.ObjectLockEnabled` of `aws:s3:Bucket` may take.
    BucketObjectLockConfigurationObjectLockEnabled = Literal["Enabled"]

    #: `ObjectLockConfiguration.Rule.DefaultRetention.DefaultEventHold` of `aws:s3:Bucket`.
    BucketObjectLockConfigurationRuleDefaultRetentionDefaultEventHold = TypedDict("BucketObjectLockConfigurationRuleDefaultRetentionDefaultEventHold", {
        "Days": Input[int],
        "Years": Input[int],
    }, total=False)

    #: The values `ObjectLockConfiguration.Rule.DefaultRetention.Mode` of `aws:s3:Bucket` may take.
    BucketObjectLockConfigurationRuleDefaultRetentionMode = Literal["COMPLIANCE", "GOVERNANCE"]

    #: `ObjectLockConfiguration.Rule.DefaultRetention` of `aws:s3:Bucket`.
    BucketObjectLockConfigurationRuleDefaultRetention = TypedDict("BucketObjectLockConfigurationRuleDefaultRetention", {
        "Days": Input[int],
        "DefaultEventHold": Input[BucketObjectLockConfigurationRuleDefaultRetentionDefaultEventHold],
        "Mode": Input[BucketObjectLockConfigurationRuleDefaultRetentionMode],
        "Years": Input[int],
    }, total=False)

    #: `ObjectLockConfiguration.Rule` of `aws:s3:Bucket`.
    BucketObjectLockConfigurationRule = TypedDict("BucketObjectLockConfigurationRule", {
        "DefaultRetention": Input[BucketObjectLockConfigurationRuleDefaultRetention],
    }, total=False)

    #: `ObjectLockConfiguration` of `aws:s3:Bucket`. This operation is not supported for directory buckets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketObjectLockConfiguration = TypedDict("BucketObjectLockConfiguration", {
        "ObjectLockEnabled": Input[BucketObjectLockConfigurationObjectLockEnabled],
        "Rule": Input[BucketObjectLockConfigurationRule],
    }, total=False)

    #: The values `OwnershipControls.Rules[*].ObjectOwnership` of `aws:s3:Bucket` may take.
    BucketOwnershipControlsRulesItemObjectOwnership = Literal["ObjectWriter", "BucketOwnerPreferred", "BucketOwnerEnforced"]

    #: `OwnershipControls.Rules[*]` of `aws:s3:Bucket`.
    BucketOwnershipControlsRulesItem = TypedDict("BucketOwnershipControlsRulesItem", {
        "ObjectOwnership": Input[BucketOwnershipControlsRulesItemObjectOwnership],
    }, total=False)

    #: `OwnershipControls` of `aws:s3:Bucket`. Configuration that defines how Amazon S3 handles Object Ownership rules. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketOwnershipControls = TypedDict("BucketOwnershipControls", {
        "Rules": Required[Input[List[BucketOwnershipControlsRulesItem]]],
    }, total=False)

    #: `PublicAccessBlockConfiguration` of `aws:s3:Bucket`. {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out
    BucketPublicAccessBlockConfiguration = TypedDict("BucketPublicAccessBlockConfiguration", {
        "BlockPublicAcls": Input[bool],
        "BlockPublicPolicy": Input[bool],
        "IgnorePublicAcls": Input[bool],
        "RestrictPublicBuckets": Input[bool],
    }, total=False)

    #: The values `ReplicationConfiguration.Rules[*].DeleteMarkerReplication.Status` of `aws:s3:Bucket` may take.
    BucketReplicationConfigurationRulesItemDeleteMarkerReplicationStatus = Literal["Disabled", "Enabled"]

    #: `ReplicationConfiguration.Rules[*].DeleteMarkerReplication` of `aws:s3:Bucket`.
    BucketReplicationConfigurationRulesItemDeleteMarkerReplication = TypedDict("BucketReplicationConfigurationRulesItemDeleteMarkerReplication", {
        "Status": Input[BucketReplicationConfigurationRulesItemDeleteMarkerReplicationStatus],
    }, total=False)

    #: The values `ReplicationConfiguration.Rules[*].Destination.StorageClass` of `aws:s3:Bucket` may take.
    BucketReplicationConfigurationRulesItemDestinationStorageClass = Literal["DEEP_ARCHIVE", "GLACIER", "GLACIER_IR", "INTELLIGENT_TIERING", "ONEZONE_IA", "REDUCED_REDUNDANCY", "STANDARD", "STANDARD_IA"]

    #: `ReplicationConfiguration.Rules[*].Destination` of `aws:s3:Bucket`.
    BucketReplicationConfigurationRulesItemDestination = TypedDict("BucketReplicationConfigurationRulesItemDestination", {
        "AccessControlTranslation": Input[Dict[str, Any]],
        "Account": Input[str],
        "Bucket": Required[Input[str]],
        "EncryptionConfiguration": Input[Dict[str, Any]],
        "Metrics": Input[Dict[str, Any]],
        "ReplicationTime": Input[Dict[str, Any]],
        "StorageClass": Input[BucketReplicationConfigurationRulesItemDestinationStorageClass],
    }, total=False)

    #: `ReplicationConfiguration.Rules[*].Filter` of `aws:s3:Bucket`.
    BucketReplicationConfigurationRulesItemFilter = TypedDict("BucketReplicationConfigurationRulesItemFilter", {
        "And": Input[Dict[str, Any]],
        "Prefix": Input[str],
        "TagFilter": Input[Dict[str, Any]],
    }, total=False)

    #: `ReplicationConfiguration.Rules[*].SourceSelectionCriteria` of `aws:s3:Bucket`.
    BucketReplicationConfigurationRulesItemSourceSelectionCriteria = TypedDict("BucketReplicationConfigurationRulesItemSourceSelectionCriteria", {
        "ReplicaModifications": Input[Dict[str, Any]],
        "SseKmsEncryptedObjects": Input[Dict[str, Any]],
    }, total=False)

    #: The values `ReplicationConfiguration.Rules[*].Status` of `aws:s3:Bucket` may take.
    BucketReplicationConfigurationRulesItemStatus = Literal["Disabled", "Enabled"]

    #: `ReplicationConfiguration.Rules[*]` of `aws:s3:Bucket`.
    BucketReplicationConfigurationRulesItem = TypedDict("BucketReplicationConfigurationRulesItem", {
        "DeleteMarkerReplication": Input[BucketReplicationConfigurationRulesItemDeleteMarkerReplication],
        "Destination": Required[Input[BucketReplicationConfigurationRulesItemDestination]],
        "Filter": Input[BucketReplicationConfigurationRulesItemFilter],
        "Id": Input[str],
        "Prefix": Input[str],
        "Priority": Input[int],
        "SourceSelectionCriteria": Input[BucketReplicationConfigurationRulesItemSourceSelectionCriteria],
        "Status": Required[Input[BucketReplicationConfigurationRulesItemStatus]],
    }, total=False)

    #: `ReplicationConfiguration` of `aws:s3:Bucket`. Configuration for replicating objects in an S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    BucketReplicationConfiguration = TypedDict("BucketReplicationConfiguration", {
        "Role": Required[Input[str]],
        "Rules": Required[Input[List[BucketReplicationConfigurationRulesItem]]],
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
          abac_status (BucketAbacStatus): The ABAC status of the general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          accelerate_configuration (BucketAccelerateConfiguration): Configures the transfer acceleration state for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          access_control (BucketAccessControl): This is a legacy property, and it is not recommended for most use cases. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          analytics_configurations (List[BucketAnalyticsConfigurationsItem]): Specifies the configuration and any analyses for the analytics filter of an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          bucket_encryption (BucketBucketEncryption): Specifies default encryption for a bucket using server-side encryption with Amazon S3-managed keys (SSE-S3), AWS KMS-managed keys (SSE-KMS), or dual-layer serv… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          bucket_name (str): The bucket's name; by default the resource's name and a suffix. A change replaces the resource.
          bucket_name_prefix (str): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          bucket_namespace (BucketBucketNamespace): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource.
          cors_configuration (BucketCorsConfiguration): Describes the cross-origin access configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          intelligent_tiering_configurations (List[BucketIntelligentTieringConfigurationsItem]): Defines how Amazon S3 handles Intelligent-Tiering storage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          inventory_configurations (List[BucketInventoryConfigurationsItem]): Specifies the S3 Inventory configuration for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          lifecycle_configuration (BucketLifecycleConfiguration): Specifies the lifecycle configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          logging_configuration (BucketLoggingConfiguration): Settings that define where logs are stored. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          metadata_configuration (BucketMetadataConfiguration): The S3 Metadata configuration for a general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          metadata_table_configuration (BucketMetadataTableConfiguration): The metadata table configuration of an S3 general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          metrics_configurations (List[BucketMetricsConfigurationsItem]): Specifies a metrics configuration for the CloudWatch request metrics (specified by the metrics configuration ID) from an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          notification_configuration (BucketNotificationConfiguration): Configuration that defines how Amazon S3 handles bucket notifications. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          object_lock_configuration (BucketObjectLockConfiguration): This operation is not supported for directory buckets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          object_lock_enabled (bool): Indicates whether this bucket has an Object Lock configuration enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          ownership_controls (BucketOwnershipControls): Configuration that defines how Amazon S3 handles Object Ownership rules. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          public_access_block_configuration (BucketPublicAccessBlockConfiguration): {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out.
          replication_configuration (BucketReplicationConfiguration): Configuration for replicating objects in an S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[BucketTagsItem]): [{"Key": K, "Value": V}].
          versioning_configuration (BucketVersioningConfiguration): {"Status": "Enabled" | "Suspended"}.
          website_configuration (BucketWebsiteConfiguration): {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}.
          force_destroy (bool): Strata's own (Terraform's force_destroy): deleting the bucket first deletes every object, version and delete marker in it. Without it, a bucket that is not empty is not deleted. Set it with an `up` before the destroy. Default: `false`.
        """

        _input_keywords = ("abac_status", "accelerate_configuration", "access_control", "analytics_configurations", "bucket_encryption", "bucket_name", "bucket_name_prefix", "bucket_namespace", "cors_configuration", "intelligent_tiering_configurations", "inventory_configurations", "lifecycle_configuration", "logging_configuration", "metadata_configuration", "metadata_table_configuration", "metrics_configurations", "notification_configuration", "object_lock_configuration", "object_lock_enabled", "ownership_controls", "public_access_block_configuration", "replication_configuration", "tags", "versioning_configuration", "website_configuration", "force_destroy")

        def __init__(self, name: str, *, abac_status: Optional[Input[s3.BucketAbacStatus]] = None, accelerate_configuration: Optional[Input[s3.BucketAccelerateConfiguration]] = None, access_control: Optional[Input[s3.BucketAccessControl]] = None, analytics_configurations: Optional[Input[List[s3.BucketAnalyticsConfigurationsItem]]] = None, bucket_encryption: Optional[Input[s3.BucketBucketEncryption]] = None, bucket_name: Optional[Input[str]] = None, bucket_name_prefix: Optional[Input[str]] = None, bucket_namespace: Optional[Input[s3.BucketBucketNamespace]] = None, cors_configuration: Optional[Input[s3.BucketCorsConfiguration]] = None, intelligent_tiering_configurations: Optional[Input[List[s3.BucketIntelligentTieringConfigurationsItem]]] = None, inventory_configurations: Optional[Input[List[s3.BucketInventoryConfigurationsItem]]] = None, lifecycle_configuration: Optional[Input[s3.BucketLifecycleConfiguration]] = None, logging_configuration: Optional[Input[s3.BucketLoggingConfiguration]] = None, metadata_configuration: Optional[Input[s3.BucketMetadataConfiguration]] = None, metadata_table_configuration: Optional[Input[s3.BucketMetadataTableConfiguration]] = None, metrics_configurations: Optional[Input[List[s3.BucketMetricsConfigurationsItem]]] = None, notification_configuration: Optional[Input[s3.BucketNotificationConfiguration]] = None, object_lock_configuration: Optional[Input[s3.BucketObjectLockConfiguration]] = None, object_lock_enabled: Optional[Input[bool]] = None, ownership_controls: Optional[Input[s3.BucketOwnershipControls]] = None, public_access_block_configuration: Optional[Input[s3.BucketPublicAccessBlockConfiguration]] = None, replication_configuration: Optional[Input[s3.BucketReplicationConfiguration]] = None, tags: Optional[Input[List[s3.BucketTagsItem]]] = None, versioning_configuration: Optional[Input[s3.BucketVersioningConfiguration]] = None, website_configuration: Optional[Input[s3.BucketWebsiteConfiguration]] = None, force_destroy: Optional[Input[bool]] = None, **options: Any):
            args = {"AbacStatus": abac_status, "AccelerateConfiguration": accelerate_configuration, "AccessControl": access_control, "AnalyticsConfigurations": analytics_configurations, "BucketEncryption": bucket_encryption, "BucketName": bucket_name, "BucketNamePrefix": bucket_name_prefix, "BucketNamespace": bucket_namespace, "CorsConfiguration": cors_configuration, "IntelligentTieringConfigurations": intelligent_tiering_configurations, "InventoryConfigurations": inventory_configurations, "LifecycleConfiguration": lifecycle_configuration, "LoggingConfiguration": logging_configuration, "MetadataConfiguration": metadata_configuration, "MetadataTableConfiguration": metadata_table_configuration, "MetricsConfigurations": metrics_configurations, "NotificationConfiguration": notification_configuration, "ObjectLockConfiguration": object_lock_configuration, "ObjectLockEnabled": object_lock_enabled, "OwnershipControls": ownership_controls, "PublicAccessBlockConfiguration": public_access_block_configuration, "ReplicationConfiguration": replication_configuration, "Tags": tags, "VersioningConfiguration": versioning_configuration, "WebsiteConfiguration": website_configuration, "forceDestroy": force_destroy}
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

    #: `GenerateSecretString` of `aws:secretsmanager:Secret`. A structure that specifies how to generate a password to encrypt and store in the secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    SecretGenerateSecretString = TypedDict("SecretGenerateSecretString", {
        "ExcludeCharacters": Input[str],
        "ExcludeLowercase": Input[bool],
        "ExcludeNumbers": Input[bool],
        "ExcludePunctuation": Input[bool],
        "ExcludeUppercase": Input[bool],
        "GenerateStringKey": Input[str],
        "IncludeSpace": Input[bool],
        "PasswordLength": Input[int],
        "RequireEachIncludedType": Input[bool],
        "SecretStringTemplate": Input[str],
    }, total=False)

    #: `ReplicaRegions[*]` of `aws:secretsmanager:Secret`.
    SecretReplicaRegionsItem = TypedDict("SecretReplicaRegionsItem", {
        "KmsKeyId": Input[str],
        "Region": Required[Input[str]],
    }, total=False)

    #: `Tags[*]` of `aws:secretsmanager:Secret`.
    SecretTagsItem = TypedDict("SecretTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Secret(Resource):
        """`aws:secretsmanager:Secret`: Creates a new secret.

        Inputs (keywords):
          description (str): The description of the secret.
          generate_secret_string (SecretGenerateSecretString): A structure that specifies how to generate a password to encrypt and store in the secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          kms_key_id (str): The ARN, key ID, or alias of the KMS key that Secrets Manager uses to encrypt the secret value in the secret.
          name_ (str): The name of the new secret. A change replaces the resource.
          recovery_window_in_days (int): Strata's own: the days a deleted secret can be restored in (7 to 30), or 0 to delete it at once (Terraform's recovery_window_in_days). Default: `30`.
          replica_regions (List[SecretReplicaRegionsItem]): A custom type that specifies a `Region` and the `KmsKeyId` for a replica secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          secret_string (str): The text to encrypt and store in the secret.
          tags (List[SecretTagsItem]): A list of tags to attach to the secret.
          type_ (str): The exact string that identifies the third-party partner that holds the external secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("description", "generate_secret_string", "kms_key_id", "name_", "recovery_window_in_days", "replica_regions", "secret_string", "tags", "type_")

        def __init__(self, name: str, *, description: Optional[Input[str]] = None, generate_secret_string: Optional[Input[secretsmanager.SecretGenerateSecretString]] = None, kms_key_id: Optional[Input[str]] = None, name_: Optional[Input[str]] = None, recovery_window_in_days: Optional[Input[int]] = None, replica_regions: Optional[Input[List[secretsmanager.SecretReplicaRegionsItem]]] = None, secret_string: Optional[Input[str]] = None, tags: Optional[Input[List[secretsmanager.SecretTagsItem]]] = None, type_: Optional[Input[str]] = None, **options: Any):
            args = {"Description": description, "GenerateSecretString": generate_secret_string, "KmsKeyId": kms_key_id, "Name": name_, "RecoveryWindowInDays": recovery_window_in_days, "ReplicaRegions": replica_regions, "SecretString": secret_string, "Tags": tags, "Type": type_}
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
          delivery_policy (Any): The delivery policy JSON assigned to the subscription. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          endpoint (str): Required. A change replaces the resource.
          filter_policy (Dict[str, Any]): 
          filter_policy_scope (str): This attribute lets you choose the filtering scope by using one of the following string value types: MessageAttributes (default) and MessageBody. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          protocol (str): sqs, lambda, https, email…. Required. A change replaces the resource.
          raw_message_delivery (bool): 
          redrive_policy (Any): When specified, sends undeliverable messages to the specified Amazon SQS dead-letter queue. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          region (str): For cross-region subscriptions, the region in which the topic resides.If no region is specified, AWS CloudFormation uses the region of the caller as the defaul… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          replay_policy (Any): Specifies whether Amazon SNS resends the notification to the subscription when a message's attribute changes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          subscription_role_arn (str): This property applies only to Amazon Data Firehose delivery stream subscriptions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          topic_arn (str): Required. A change replaces the resource.
        """

        _input_keywords = ("delivery_policy", "endpoint", "filter_policy", "filter_policy_scope", "protocol", "raw_message_delivery", "redrive_policy", "region", "replay_policy", "subscription_role_arn", "topic_arn")

        def __init__(self, name: str, *, delivery_policy: Optional[Input[Any]] = None, endpoint: Input[str], filter_policy: Optional[Input[Dict[str, Any]]] = None, filter_policy_scope: Optional[Input[str]] = None, protocol: Input[str], raw_message_delivery: Optional[Input[bool]] = None, redrive_policy: Optional[Input[Any]] = None, region: Optional[Input[str]] = None, replay_policy: Optional[Input[Any]] = None, subscription_role_arn: Optional[Input[str]] = None, topic_arn: Input[str], **options: Any):
            args = {"DeliveryPolicy": delivery_policy, "Endpoint": endpoint, "FilterPolicy": filter_policy, "FilterPolicyScope": filter_policy_scope, "Protocol": protocol, "RawMessageDelivery": raw_message_delivery, "RedrivePolicy": redrive_policy, "Region": region, "ReplayPolicy": replay_policy, "SubscriptionRoleArn": subscription_role_arn, "TopicArn": topic_arn}
            super().__init__("aws:sns:Subscription", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def subscription_arn(self) -> Output:
            """Output `SubscriptionArn` (str)."""
            return self.output("SubscriptionArn")

    #: The values `DeliveryStatusLogging[*].Protocol` of `aws:sns:Topic` may take.
    TopicDeliveryStatusLoggingItemProtocol = Literal["http/s", "sqs", "lambda", "firehose", "application"]

    #: `DeliveryStatusLogging[*]` of `aws:sns:Topic`.
    TopicDeliveryStatusLoggingItem = TypedDict("TopicDeliveryStatusLoggingItem", {
        "FailureFeedbackRoleArn": Input[str],
        "Protocol": Required[Input[TopicDeliveryStatusLoggingItemProtocol]],
        "SuccessFeedbackRoleArn": Input[str],
        "SuccessFeedbackSampleRate": Input[str],
    }, total=False)

    #: `Subscription[*]` of `aws:sns:Topic`.
    TopicSubscriptionItem = TypedDict("TopicSubscriptionItem", {
        "Endpoint": Required[Input[str]],
        "Protocol": Required[Input[str]],
    }, total=False)

    #: `Tags[*]` of `aws:sns:Topic`.
    TopicTagsItem = TypedDict("TopicTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)


    class Topic(Resource):
        """`aws:sns:Topic`: An SNS topic (AWS::SNS::Topic).

        Inputs (keywords):
          archive_policy (Any): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          content_based_deduplication (bool): `ContentBasedDeduplication` enables deduplication of messages based on their content for FIFO topics. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          data_protection_policy (Any): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          delivery_status_logging (List[TopicDeliveryStatusLoggingItem]): The `DeliveryStatusLogging` configuration enables you to log the delivery status of messages sent from your Amazon SNS topic to subscribed endpoints with the f… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          display_name (str): 
          fifo_throughput_scope (str): Specifies the throughput quota and deduplication behavior to apply for the FIFO topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          fifo_topic (bool): A change replaces the resource. Default: `false`.
          kms_master_key_id (str): The ID of an AWS managed customer master key (CMK) for SNS or a custom CMK. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          maximum_message_size (int): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          signature_version (str): The signature version corresponds to the hashing algorithm used while creating the signature of the notifications, subscription confirmations, or unsubscribe c… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          subscription (List[TopicSubscriptionItem]): The SNS subscriptions (endpoints) for this topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[TopicTagsItem]): [{"Key": K, "Value": V}].
          topic_name (str): By default the resource's name and a suffix (`.fifo` added for a FIFO topic). A change replaces the resource.
          tracing_config (str): Tracing mode of an SNS topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("archive_policy", "content_based_deduplication", "data_protection_policy", "delivery_status_logging", "display_name", "fifo_throughput_scope", "fifo_topic", "kms_master_key_id", "maximum_message_size", "signature_version", "subscription", "tags", "topic_name", "tracing_config")

        def __init__(self, name: str, *, archive_policy: Optional[Input[Any]] = None, content_based_deduplication: Optional[Input[bool]] = None, data_protection_policy: Optional[Input[Any]] = None, delivery_status_logging: Optional[Input[List[sns.TopicDeliveryStatusLoggingItem]]] = None, display_name: Optional[Input[str]] = None, fifo_throughput_scope: Optional[Input[str]] = None, fifo_topic: Optional[Input[bool]] = None, kms_master_key_id: Optional[Input[str]] = None, maximum_message_size: Optional[Input[int]] = None, signature_version: Optional[Input[str]] = None, subscription: Optional[Input[List[sns.TopicSubscriptionItem]]] = None, tags: Optional[Input[List[sns.TopicTagsItem]]] = None, topic_name: Optional[Input[str]] = None, tracing_config: Optional[Input[str]] = None, **options: Any):
            args = {"ArchivePolicy": archive_policy, "ContentBasedDeduplication": content_based_deduplication, "DataProtectionPolicy": data_protection_policy, "DeliveryStatusLogging": delivery_status_logging, "DisplayName": display_name, "FifoThroughputScope": fifo_throughput_scope, "FifoTopic": fifo_topic, "KmsMasterKeyId": kms_master_key_id, "MaximumMessageSize": maximum_message_size, "SignatureVersion": signature_version, "Subscription": subscription, "Tags": tags, "TopicName": topic_name, "TracingConfig": tracing_config}
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
          content_based_deduplication (bool): For first-in-first-out (FIFO) queues, specifies whether to enable content-based deduplication. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          deduplication_scope (str): For high throughput for FIFO queues, specifies whether message deduplication occurs at the message group or queue level. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          delay_seconds (int): 0 to 900 (default 0). Default: `0`.
          fifo_queue (bool): A change replaces the resource. Default: `false`.
          fifo_throughput_limit (str): For high throughput for FIFO queues, specifies whether the FIFO queue throughput quota applies to the entire queue or per message group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          kms_data_key_reuse_period_seconds (int): The length of time in seconds for which SQS can reuse a data key to encrypt or decrypt messages before calling KMS again. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          kms_master_key_id (str): The ID of an AWS Key Management Service (KMS) for SQS, or a custom KMS. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          maximum_message_size (int): The limit of how many bytes that a message can contain before SQS rejects it. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          message_retention_period (int): Seconds, 60 to 1209600 (default 345600). Default: `345600`.
          queue_name (str): The queue's name; by default the resource's name and a suffix (`.fifo` added for a FIFO queue). A change replaces the resource.
          receive_message_wait_time_seconds (int): Specifies the duration, in seconds, that the ReceiveMessage action call waits until a message is in the queue in order to include it in the response, rather th… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          redrive_allow_policy (Any): The string that includes the parameters for the permissions for the dead-letter queue redrive permission and which source queues can specify dead-letter queues… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          redrive_policy (QueueRedrivePolicy): {"deadLetterTargetArn": ARN, "maxReceiveCount": N}.
          sqs_managed_sse_enabled (bool): Enables server-side queue encryption using SQS owned encryption keys. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (List[QueueTagsItem]): [{"Key": K, "Value": V}].
          visibility_timeout (int): Seconds, 0 to 43200 (default 30). Default: `30`.
        """

        _input_keywords = ("content_based_deduplication", "deduplication_scope", "delay_seconds", "fifo_queue", "fifo_throughput_limit", "kms_data_key_reuse_period_seconds", "kms_master_key_id", "maximum_message_size", "message_retention_period", "queue_name", "receive_message_wait_time_seconds", "redrive_allow_policy", "redrive_policy", "sqs_managed_sse_enabled", "tags", "visibility_timeout")

        def __init__(self, name: str, *, content_based_deduplication: Optional[Input[bool]] = None, deduplication_scope: Optional[Input[str]] = None, delay_seconds: Optional[Input[int]] = None, fifo_queue: Optional[Input[bool]] = None, fifo_throughput_limit: Optional[Input[str]] = None, kms_data_key_reuse_period_seconds: Optional[Input[int]] = None, kms_master_key_id: Optional[Input[str]] = None, maximum_message_size: Optional[Input[int]] = None, message_retention_period: Optional[Input[int]] = None, queue_name: Optional[Input[str]] = None, receive_message_wait_time_seconds: Optional[Input[int]] = None, redrive_allow_policy: Optional[Input[Any]] = None, redrive_policy: Optional[Input[sqs.QueueRedrivePolicy]] = None, sqs_managed_sse_enabled: Optional[Input[bool]] = None, tags: Optional[Input[List[sqs.QueueTagsItem]]] = None, visibility_timeout: Optional[Input[int]] = None, **options: Any):
            args = {"ContentBasedDeduplication": content_based_deduplication, "DeduplicationScope": deduplication_scope, "DelaySeconds": delay_seconds, "FifoQueue": fifo_queue, "FifoThroughputLimit": fifo_throughput_limit, "KmsDataKeyReusePeriodSeconds": kms_data_key_reuse_period_seconds, "KmsMasterKeyId": kms_master_key_id, "MaximumMessageSize": maximum_message_size, "MessageRetentionPeriod": message_retention_period, "QueueName": queue_name, "ReceiveMessageWaitTimeSeconds": receive_message_wait_time_seconds, "RedriveAllowPolicy": redrive_allow_policy, "RedrivePolicy": redrive_policy, "SqsManagedSseEnabled": sqs_managed_sse_enabled, "Tags": tags, "VisibilityTimeout": visibility_timeout}
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
          policies (str): Information about the policies assigned to a parameter. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          tags (Dict[str, str]): Optional metadata that you assign to a resource in the form of an arbitrary set of tags (key-value pairs).
          tier (ParameterTier): The parameter tier. Default: `"Standard"`.
          type_ (ParameterType): The type of parameter. Required.
          value (str): The parameter value. Required.
        """

        _input_keywords = ("allowed_pattern", "data_type", "description", "name_", "policies", "tags", "tier", "type_", "value")

        def __init__(self, name: str, *, allowed_pattern: Optional[Input[str]] = None, data_type: Optional[Input[ssm.ParameterDataType]] = None, description: Optional[Input[str]] = None, name_: Optional[Input[str]] = None, policies: Optional[Input[str]] = None, tags: Optional[Input[Dict[str, str]]] = None, tier: Optional[Input[ssm.ParameterTier]] = None, type_: Input[ssm.ParameterType], value: Input[str], **options: Any):
            args = {"AllowedPattern": allowed_pattern, "DataType": data_type, "Description": description, "Name": name_, "Policies": policies, "Tags": tags, "Tier": tier, "Type": type_, "Value": value}
            super().__init__("aws:ssm:Parameter", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def name_(self) -> Output:
            """Output `Name` (str)."""
            return self.output("Name")


class stepfunctions:
    """`aws:stepfunctions:*` resources."""

    #: `DefinitionS3Location` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    StateMachineDefinitionS3Location = TypedDict("StateMachineDefinitionS3Location", {
        "Bucket": Required[Input[str]],
        "Key": Required[Input[str]],
        "Version": Input[str],
    }, total=False)

    #: The values `EncryptionConfiguration.Type` of `aws:stepfunctions:StateMachine` may take.
    StateMachineEncryptionConfigurationType = Literal["CUSTOMER_MANAGED_KMS_KEY", "AWS_OWNED_KEY"]

    #: `EncryptionConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    StateMachineEncryptionConfiguration = TypedDict("StateMachineEncryptionConfiguration", {
        "KmsDataKeyReusePeriodSeconds": Input[int],
        "KmsKeyId": Input[str],
        "Type": Required[Input[StateMachineEncryptionConfigurationType]],
    }, total=False)

    #: `LoggingConfiguration.Destinations[*].CloudWatchLogsLogGroup` of `aws:stepfunctions:StateMachine`.
    StateMachineLoggingConfigurationDestinationsItemCloudWatchLogsLogGroup = TypedDict("StateMachineLoggingConfigurationDestinationsItemCloudWatchLogsLogGroup", {
        "LogGroupArn": Input[str],
    }, total=False)

    #: `LoggingConfiguration.Destinations[*]` of `aws:stepfunctions:StateMachine`.
    StateMachineLoggingConfigurationDestinationsItem = TypedDict("StateMachineLoggingConfigurationDestinationsItem", {
        "CloudWatchLogsLogGroup": Input[StateMachineLoggingConfigurationDestinationsItemCloudWatchLogsLogGroup],
    }, total=False)

    #: The values `LoggingConfiguration.Level` of `aws:stepfunctions:StateMachine` may take.
    StateMachineLoggingConfigurationLevel = Literal["ALL", "ERROR", "FATAL", "OFF"]

    #: `LoggingConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    StateMachineLoggingConfiguration = TypedDict("StateMachineLoggingConfiguration", {
        "Destinations": Input[List[StateMachineLoggingConfigurationDestinationsItem]],
        "IncludeExecutionData": Input[bool],
        "Level": Input[StateMachineLoggingConfigurationLevel],
    }, total=False)

    #: The values `StateMachineType` of `aws:stepfunctions:StateMachine` may take.
    StateMachineStateMachineType = Literal["STANDARD", "EXPRESS"]

    #: `Tags[*]` of `aws:stepfunctions:StateMachine`.
    StateMachineTagsItem = TypedDict("StateMachineTagsItem", {
        "Key": Required[Input[str]],
        "Value": Required[Input[str]],
    }, total=False)

    #: `TracingConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    StateMachineTracingConfiguration = TypedDict("StateMachineTracingConfiguration", {
        "Enabled": Input[bool],
    }, total=False)


    class StateMachine(Resource):
        """`aws:stepfunctions:StateMachine`: Resource schema for StateMachine

        Inputs (keywords):
          definition (Dict[str, Any]): 
          definition_s3_location (StateMachineDefinitionS3Location): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          definition_string (str): 
          definition_substitutions (Dict[str, Any]): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          encryption_configuration (StateMachineEncryptionConfiguration): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          logging_configuration (StateMachineLoggingConfiguration): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
          role_arn (str): Required.
          state_machine_name (str): A change replaces the resource.
          state_machine_type (StateMachineStateMachineType): A change replaces the resource. Default: `"STANDARD"`.
          tags (List[StateMachineTagsItem]): 
          tracing_configuration (StateMachineTracingConfiguration): (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.).
        """

        _input_keywords = ("definition", "definition_s3_location", "definition_string", "definition_substitutions", "encryption_configuration", "logging_configuration", "role_arn", "state_machine_name", "state_machine_type", "tags", "tracing_configuration")

        def __init__(self, name: str, *, definition: Optional[Input[Dict[str, Any]]] = None, definition_s3_location: Optional[Input[stepfunctions.StateMachineDefinitionS3Location]] = None, definition_string: Optional[Input[str]] = None, definition_substitutions: Optional[Input[Dict[str, Any]]] = None, encryption_configuration: Optional[Input[stepfunctions.StateMachineEncryptionConfiguration]] = None, logging_configuration: Optional[Input[stepfunctions.StateMachineLoggingConfiguration]] = None, role_arn: Input[str], state_machine_name: Optional[Input[str]] = None, state_machine_type: Optional[Input[stepfunctions.StateMachineStateMachineType]] = None, tags: Optional[Input[List[stepfunctions.StateMachineTagsItem]]] = None, tracing_configuration: Optional[Input[stepfunctions.StateMachineTracingConfiguration]] = None, **options: Any):
            args = {"Definition": definition, "DefinitionS3Location": definition_s3_location, "DefinitionString": definition_string, "DefinitionSubstitutions": definition_substitutions, "EncryptionConfiguration": encryption_configuration, "LoggingConfiguration": logging_configuration, "RoleArn": role_arn, "StateMachineName": state_machine_name, "StateMachineType": state_machine_type, "Tags": tags, "TracingConfiguration": tracing_configuration}
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
