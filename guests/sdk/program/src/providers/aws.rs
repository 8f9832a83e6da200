//! Typed resources of the `aws` provider, generated from its schema by
//! `strata gen-sdk aws --lang rust`: do not edit (a test fails when it drifts).

#![allow(clippy::all, unused_imports)]

use crate::{Options, Output, Resource, Result};
use serde::Serialize;
use std::collections::BTreeMap;

/// `aws:apigatewayv2:*` resources.
pub mod apigatewayv2 {
    use super::*;

    /// `BodyS3Location` of `aws:apigatewayv2:Api`. The S3 location of an OpenAPI definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct ApiBodyS3Location {
        #[serde(rename = "Bucket")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket: Option<Output<String>>,
        #[serde(rename = "Etag")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub etag: Option<Output<String>>,
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Version")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub version: Option<Output<String>>,
    }

    /// `CorsConfiguration` of `aws:apigatewayv2:Api`. A CORS configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct ApiCorsConfiguration {
        #[serde(rename = "AllowCredentials")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allow_credentials: Option<Output<bool>>,
        #[serde(rename = "AllowHeaders")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allow_headers: Option<Output<Vec<String>>>,
        #[serde(rename = "AllowMethods")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allow_methods: Option<Output<Vec<String>>>,
        #[serde(rename = "AllowOrigins")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allow_origins: Option<Output<Vec<String>>>,
        #[serde(rename = "ExposeHeaders")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub expose_headers: Option<Output<Vec<String>>>,
        #[serde(rename = "MaxAge")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_age: Option<Output<i64>>,
    }

    /// The inputs of `aws:apigatewayv2:Api`.
    #[derive(Serialize, Default, Clone)]
    pub struct ApiArgs {
        /// An API key selection expression.
        ///
        /// Default: `"$request.header.x-api-key"`.
        #[serde(rename = "ApiKeySelectionExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_key_selection_expression: Option<Output<String>>,
        /// Specifies how to interpret the base path of the API during import. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "BasePath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub base_path: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Body")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub body: Option<Output<serde_json::Value>>,
        /// The S3 location of an OpenAPI definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "BodyS3Location")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub body_s3_location: Option<Output<ApiBodyS3Location>>,
        /// A CORS configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CorsConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cors_configuration: Option<Output<ApiCorsConfiguration>>,
        /// This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CredentialsArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub credentials_arn: Option<Output<String>>,
        /// The description of the API.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// Specifies whether clients can invoke your API by using the default `execute-api` endpoint.
        ///
        /// Default: `false`.
        #[serde(rename = "DisableExecuteApiEndpoint")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub disable_execute_api_endpoint: Option<Output<bool>>,
        /// Avoid validating models when creating a deployment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DisableSchemaValidation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub disable_schema_validation: Option<Output<bool>>,
        /// Specifies whether to rollback the API creation when a warning is encountered. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FailOnWarnings")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fail_on_warnings: Option<Output<bool>>,
        /// The IP address types that can invoke the API. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "IpAddressType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ip_address_type: Option<Output<String>>,
        /// The name of the API.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// The API protocol.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ProtocolType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol_type: Option<Output<String>>,
        /// This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RouteKey")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_key: Option<Output<String>>,
        /// The route selection expression for the API.
        ///
        /// Default: `"$request.method $request.path"`.
        #[serde(rename = "RouteSelectionExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_selection_expression: Option<Output<String>>,
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<BTreeMap<String, String>>>,
        /// This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Target")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target: Option<Output<String>>,
        /// A version identifier for the API.
        #[serde(rename = "Version")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub version: Option<Output<String>>,
    }

    /// `aws:apigatewayv2:Api`: The `AWS::ApiGatewayV2::Api` resource creates an API.
    #[derive(Clone, Debug)]
    pub struct Api(pub Resource);

    impl Api {
        /// Declare it, with default options.
        pub fn new(name: &str, args: ApiArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: ApiArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:apigatewayv2:Api", name, &args, options)?))
        }

        /// Output `ApiEndpoint`.
        pub fn api_endpoint(&self) -> Output<String> {
            self.0.output("ApiEndpoint")
        }

        /// Output `ApiId`.
        pub fn api_id(&self) -> Output<String> {
            self.0.output("ApiId")
        }

        /// Output `ExecuteApiArn`.
        pub fn execute_api_arn(&self) -> Output<String> {
            self.0.output("ExecuteApiArn")
        }
    }

    /// `ResponseParameters.*.ResponseParameters[*]` of `aws:apigatewayv2:Integration`.
    #[derive(Serialize, Default, Clone)]
    pub struct IntegrationResponseParametersValueResponseParametersItem {
        #[serde(rename = "Destination")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination: Option<Output<String>>,
        #[serde(rename = "Source")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source: Option<Output<String>>,
    }

    /// `ResponseParameters.*` of `aws:apigatewayv2:Integration`.
    #[derive(Serialize, Default, Clone)]
    pub struct IntegrationResponseParametersValue {
        #[serde(rename = "ResponseParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub response_parameters: Option<Output<Vec<IntegrationResponseParametersValueResponseParametersItem>>>,
    }

    /// `TlsConfig` of `aws:apigatewayv2:Integration`. The TLS configuration for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct IntegrationTlsConfig {
        #[serde(rename = "ServerNameToVerify")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub server_name_to_verify: Option<Output<String>>,
    }

    /// The inputs of `aws:apigatewayv2:Integration`.
    #[derive(Serialize, Default, Clone)]
    pub struct IntegrationArgs {
        /// The API identifier.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "ApiId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_id: Option<Output<String>>,
        /// The ID of the VPC link for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ConnectionId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub connection_id: Option<Output<String>>,
        /// The type of the network connection to the integration endpoint. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ConnectionType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub connection_type: Option<Output<String>>,
        /// Supported only for WebSocket APIs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ContentHandlingStrategy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub content_handling_strategy: Option<Output<String>>,
        /// Specifies the credentials required for the integration, if any.
        #[serde(rename = "CredentialsArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub credentials_arn: Option<Output<String>>,
        /// The description of the integration.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// Specifies the integration's HTTP method type.
        #[serde(rename = "IntegrationMethod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub integration_method: Option<Output<String>>,
        /// Supported only for HTTP API AWS_PROXY integrations. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "IntegrationSubtype")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub integration_subtype: Option<Output<String>>,
        /// The integration type of an integration.
        ///
        /// Required.
        #[serde(rename = "IntegrationType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub integration_type: Option<Output<String>>,
        /// For a Lambda integration, specify the URI of a Lambda function.
        #[serde(rename = "IntegrationUri")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub integration_uri: Option<Output<String>>,
        /// Specifies the pass-through behavior for incoming requests based on the Content-Type header in the request, and the available mapping templates specified as the… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PassthroughBehavior")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub passthrough_behavior: Option<Output<String>>,
        /// Specifies the format of the payload sent to an integration.
        #[serde(rename = "PayloadFormatVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub payload_format_version: Option<Output<String>>,
        /// A key-value map specifying parameters. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RequestParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub request_parameters: Option<Output<BTreeMap<String, String>>>,
        /// A map of Velocity templates that are applied on the request payload based on the value of the Content-Type header sent by the client. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RequestTemplates")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub request_templates: Option<Output<BTreeMap<String, String>>>,
        /// Parameters that transform the HTTP response from a backend integration before returning the response to clients. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ResponseParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub response_parameters: Option<Output<BTreeMap<String, IntegrationResponseParametersValue>>>,
        /// The template selection expression for the integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TemplateSelectionExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub template_selection_expression: Option<Output<String>>,
        /// Custom timeout between 50 and 29000 milliseconds for WebSocket APIs and between 50 and 30000 milliseconds for HTTP APIs.
        ///
        /// Default: `30000`.
        #[serde(rename = "TimeoutInMillis")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout_in_millis: Option<Output<i64>>,
        /// The TLS configuration for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TlsConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tls_config: Option<Output<IntegrationTlsConfig>>,
    }

    /// `aws:apigatewayv2:Integration`: Resource Type definition for AWS::ApiGatewayV2::Integration
    #[derive(Clone, Debug)]
    pub struct Integration(pub Resource);

    impl Integration {
        /// Declare it, with default options.
        pub fn new(name: &str, args: IntegrationArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: IntegrationArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:apigatewayv2:Integration", name, &args, options)?))
        }

        /// Output `ApiId`.
        pub fn api_id(&self) -> Output<String> {
            self.0.output("ApiId")
        }

        /// Output `IntegrationId`.
        pub fn integration_id(&self) -> Output<String> {
            self.0.output("IntegrationId")
        }
    }

    /// The inputs of `aws:apigatewayv2:Route`.
    #[derive(Serialize, Default, Clone)]
    pub struct RouteArgs {
        /// The API identifier.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "ApiId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_id: Option<Output<String>>,
        /// Specifies whether an API key is required for the route.
        ///
        /// Default: `false`.
        #[serde(rename = "ApiKeyRequired")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_key_required: Option<Output<bool>>,
        /// The authorization scopes supported by this route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AuthorizationScopes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authorization_scopes: Option<Output<Vec<String>>>,
        /// The authorization type for the route.
        ///
        /// Default: `"NONE"`.
        #[serde(rename = "AuthorizationType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authorization_type: Option<Output<String>>,
        /// The identifier of the `Authorizer` resource to be associated with this route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AuthorizerId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authorizer_id: Option<Output<String>>,
        /// The model selection expression for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ModelSelectionExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub model_selection_expression: Option<Output<String>>,
        /// The operation name for the route.
        #[serde(rename = "OperationName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub operation_name: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RequestModels")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub request_models: Option<Output<serde_json::Value>>,
        /// The request parameters for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RequestParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub request_parameters: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// The route key for the route.
        ///
        /// Required.
        #[serde(rename = "RouteKey")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_key: Option<Output<String>>,
        /// The route response selection expression for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RouteResponseSelectionExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_response_selection_expression: Option<Output<String>>,
        /// The target for the route.
        #[serde(rename = "Target")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target: Option<Output<String>>,
    }

    /// `aws:apigatewayv2:Route`: The `AWS::ApiGatewayV2::Route` resource creates a route for an API.
    #[derive(Clone, Debug)]
    pub struct Route(pub Resource);

    impl Route {
        /// Declare it, with default options.
        pub fn new(name: &str, args: RouteArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: RouteArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:apigatewayv2:Route", name, &args, options)?))
        }

        /// Output `ApiId`.
        pub fn api_id(&self) -> Output<String> {
            self.0.output("ApiId")
        }

        /// Output `RouteId`.
        pub fn route_id(&self) -> Output<String> {
            self.0.output("RouteId")
        }
    }

    /// `AccessLogSettings` of `aws:apigatewayv2:Stage`. Settings for logging access in this stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct StageAccessLogSettings {
        #[serde(rename = "DestinationArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_arn: Option<Output<String>>,
        #[serde(rename = "Format")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub format: Option<Output<String>>,
    }

    /// `DefaultRouteSettings` of `aws:apigatewayv2:Stage`. The default route settings for the stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct StageDefaultRouteSettings {
        #[serde(rename = "DataTraceEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub data_trace_enabled: Option<Output<bool>>,
        #[serde(rename = "DetailedMetricsEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub detailed_metrics_enabled: Option<Output<bool>>,
        #[serde(rename = "LoggingLevel")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub logging_level: Option<Output<String>>,
        #[serde(rename = "ThrottlingBurstLimit")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub throttling_burst_limit: Option<Output<i64>>,
        #[serde(rename = "ThrottlingRateLimit")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub throttling_rate_limit: Option<Output<f64>>,
    }

    /// The inputs of `aws:apigatewayv2:Stage`.
    #[derive(Serialize, Default, Clone)]
    pub struct StageArgs {
        /// Settings for logging access in this stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AccessLogSettings")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_log_settings: Option<Output<StageAccessLogSettings>>,
        /// The API identifier.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "ApiId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_id: Option<Output<String>>,
        /// Specifies whether updates to an API automatically trigger a new deployment.
        ///
        /// Default: `false`.
        #[serde(rename = "AutoDeploy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub auto_deploy: Option<Output<bool>>,
        /// The identifier of a client certificate for a Stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ClientCertificateId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub client_certificate_id: Option<Output<String>>,
        /// The default route settings for the stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DefaultRouteSettings")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_route_settings: Option<Output<StageDefaultRouteSettings>>,
        /// The deployment identifier for the API stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeploymentId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deployment_id: Option<Output<String>>,
        /// The description for the API stage.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RouteSettings")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_settings: Option<Output<serde_json::Value>>,
        /// The stage name.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "StageName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub stage_name: Option<Output<String>>,
        #[serde(rename = "StageVariables")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub stage_variables: Option<Output<serde_json::Value>>,
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<BTreeMap<String, String>>>,
    }

    /// `aws:apigatewayv2:Stage`: Resource Type definition for AWS::ApiGatewayV2::Stage
    #[derive(Clone, Debug)]
    pub struct Stage(pub Resource);

    impl Stage {
        /// Declare it, with default options.
        pub fn new(name: &str, args: StageArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: StageArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:apigatewayv2:Stage", name, &args, options)?))
        }

        /// Output `ApiId`.
        pub fn api_id(&self) -> Output<String> {
            self.0.output("ApiId")
        }

        /// Output `StageName`.
        pub fn stage_name(&self) -> Output<String> {
            self.0.output("StageName")
        }
    }
}

/// `aws:certificatemanager:*` resources.
pub mod certificatemanager {
    use super::*;

    /// The values `CertificateExport` of `aws:certificatemanager:Certificate` may take. Specifies whether the certificate can be exported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum CertificateCertificateExport {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
    }

    /// The values `CertificateTransparencyLoggingPreference` of `aws:certificatemanager:Certificate` may take. You can opt out of certificate transparency logging by specifying the DISABLED option. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum CertificateCertificateTransparencyLoggingPreference {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
    }

    /// `DomainValidationOptions[*]` of `aws:certificatemanager:Certificate`.
    #[derive(Serialize, Default, Clone)]
    pub struct CertificateDomainValidationOptionsItem {
        #[serde(rename = "DomainName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_name: Option<Output<String>>,
        #[serde(rename = "HostedZoneId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_id: Option<Output<String>>,
        #[serde(rename = "ValidationDomain")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub validation_domain: Option<Output<String>>,
    }

    /// `Tags[*]` of `aws:certificatemanager:Certificate`.
    #[derive(Serialize, Clone)]
    pub struct CertificateTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:certificatemanager:Certificate`.
    #[derive(Serialize, Default, Clone)]
    pub struct CertificateArgs {
        /// The Amazon Resource Name (ARN) of the private certificate authority (CA) that will be used to issue the certificate. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "CertificateAuthorityArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub certificate_authority_arn: Option<Output<String>>,
        /// Specifies whether the certificate can be exported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "CertificateExport")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub certificate_export: Option<Output<CertificateCertificateExport>>,
        /// You can opt out of certificate transparency logging by specifying the DISABLED option. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CertificateTransparencyLoggingPreference")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub certificate_transparency_logging_preference: Option<Output<CertificateCertificateTransparencyLoggingPreference>>,
        /// The fully qualified domain name (FQDN), such as www.example.com, with which you want to secure an ACM certificate
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "DomainName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_name: Option<Output<String>>,
        /// Domain information that domain name registrars use to verify your identity. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "DomainValidationOptions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_validation_options: Option<Output<Vec<CertificateDomainValidationOptionsItem>>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Id")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub id: Option<Output<serde_json::Value>>,
        /// Specifies the algorithm of the public and private key pair that your certificate uses to encrypt data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "KeyAlgorithm")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_algorithm: Option<Output<String>>,
        /// Additional FQDNs to be included in the Subject Alternative Name extension of the ACM certificate.
        ///
        /// A change replaces the resource.
        #[serde(rename = "SubjectAlternativeNames")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subject_alternative_names: Option<Output<Vec<String>>>,
        /// Key-value pairs that can identify the certificate.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<CertificateTagsItem>>>,
        /// The method you want to use to validate that you own or control the domain associated with a public certificate.
        #[serde(rename = "ValidationMethod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub validation_method: Option<Output<String>>,
    }

    /// `aws:certificatemanager:Certificate`: Resource Type definition for AWS::CertificateManager::Certificate
    #[derive(Clone, Debug)]
    pub struct Certificate(pub Resource);

    impl Certificate {
        /// Declare it, with default options.
        pub fn new(name: &str, args: CertificateArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: CertificateArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:certificatemanager:Certificate", name, &args, options)?))
        }

        /// Output `CertificateArn`.
        pub fn certificate_arn(&self) -> Output<String> {
            self.0.output("CertificateArn")
        }

        /// PENDING_VALIDATION, ISSUED, FAILED…, as ACM said at the last read.
        pub fn status(&self) -> Output<String> {
            self.0.output("Status")
        }

        /// The DNS records that validate the certificate (ValidationMethod DNS), one per domain: make each (a Route 53 record set), then wait with an aws:certificatemanager:CertificateValidation.
        pub fn validation_records(&self) -> Output<Vec<BTreeMap<String, serde_json::Value>>> {
            self.0.output("ValidationRecords")
        }
    }

    /// The inputs of `aws:certificatemanager:CertificateValidation`.
    #[derive(Serialize, Default, Clone)]
    pub struct CertificateValidationArgs {
        /// The certificate to wait for.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "CertificateArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub certificate_arn: Option<Output<String>>,
        /// How long to wait for the certificate to be issued (8 when not given).
        #[serde(rename = "TimeoutMinutes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout_minutes: Option<Output<f64>>,
        /// The names of the validation records the program made (the Name of each record set): each must be one of the certificate's ValidationRecords, and the wait depends on them.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ValidationRecordFqdns")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub validation_record_fqdns: Option<Output<Vec<String>>>,
    }

    /// `aws:certificatemanager:CertificateValidation`: Waits until an ACM certificate is issued, its DNS validation records made (Strata's own type, as Terraform's aws_acm_certificate_validation; nothing in AWS: deleting it deletes nothing). The wait is one provider call: past 10 minutes, raise `timeout` under [providers.aws] in Strata.toml as well as TimeoutMinutes.
    #[derive(Clone, Debug)]
    pub struct CertificateValidation(pub Resource);

    impl CertificateValidation {
        /// Declare it, with default options.
        pub fn new(name: &str, args: CertificateValidationArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: CertificateValidationArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:certificatemanager:CertificateValidation", name, &args, options)?))
        }

        /// Output `CertificateArn`.
        pub fn certificate_arn(&self) -> Output<String> {
            self.0.output("CertificateArn")
        }

        /// Output `Status`.
        pub fn status(&self) -> Output<String> {
            self.0.output("Status")
        }
    }
}

/// `aws:cloudfront:*` resources.
pub mod cloudfront {
    use super::*;

    /// `DistributionConfig.CacheBehaviors[*].ForwardedValues` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigCacheBehaviorsItemForwardedValues {
        #[serde(rename = "Cookies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cookies: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "Headers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub headers: Option<Output<Vec<String>>>,
        /// Required.
        #[serde(rename = "QueryString")]
        pub query_string: Output<bool>,
        #[serde(rename = "QueryStringCacheKeys")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub query_string_cache_keys: Option<Output<Vec<String>>>,
    }

    /// `DistributionConfig.CacheBehaviors[*].FunctionAssociations[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigCacheBehaviorsItemFunctionAssociationsItem {
        #[serde(rename = "EventType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_type: Option<Output<String>>,
        #[serde(rename = "FunctionARN")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_arn: Option<Output<String>>,
    }

    /// `DistributionConfig.CacheBehaviors[*].GrpcConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigCacheBehaviorsItemGrpcConfig {
        /// Required.
        #[serde(rename = "Enabled")]
        pub enabled: Output<bool>,
    }

    /// `DistributionConfig.CacheBehaviors[*].LambdaFunctionAssociations[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigCacheBehaviorsItemLambdaFunctionAssociationsItem {
        #[serde(rename = "EventType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_type: Option<Output<String>>,
        #[serde(rename = "IncludeBody")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub include_body: Option<Output<bool>>,
        #[serde(rename = "LambdaFunctionARN")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lambda_function_arn: Option<Output<String>>,
    }

    /// `DistributionConfig.CacheBehaviors[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigCacheBehaviorsItem {
        #[serde(rename = "AllowedMethods")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allowed_methods: Option<Output<Vec<String>>>,
        #[serde(rename = "CachePolicyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cache_policy_id: Option<Output<String>>,
        #[serde(rename = "CachedMethods")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cached_methods: Option<Output<Vec<String>>>,
        /// Default: `false`.
        #[serde(rename = "Compress")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub compress: Option<Output<bool>>,
        /// Default: `86400`.
        #[serde(rename = "DefaultTTL")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_ttl: Option<Output<f64>>,
        /// Default: `""`.
        #[serde(rename = "FieldLevelEncryptionId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub field_level_encryption_id: Option<Output<String>>,
        #[serde(rename = "ForwardedValues")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub forwarded_values: Option<Output<DistributionDistributionConfigCacheBehaviorsItemForwardedValues>>,
        #[serde(rename = "FunctionAssociations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_associations: Option<Output<Vec<DistributionDistributionConfigCacheBehaviorsItemFunctionAssociationsItem>>>,
        #[serde(rename = "GrpcConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub grpc_config: Option<Output<DistributionDistributionConfigCacheBehaviorsItemGrpcConfig>>,
        #[serde(rename = "LambdaFunctionAssociations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lambda_function_associations: Option<Output<Vec<DistributionDistributionConfigCacheBehaviorsItemLambdaFunctionAssociationsItem>>>,
        /// Default: `31536000`.
        #[serde(rename = "MaxTTL")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_ttl: Option<Output<f64>>,
        /// Default: `0`.
        #[serde(rename = "MinTTL")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub min_ttl: Option<Output<f64>>,
        #[serde(rename = "OriginRequestPolicyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_request_policy_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "PathPattern")]
        pub path_pattern: Output<String>,
        #[serde(rename = "RealtimeLogConfigArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub realtime_log_config_arn: Option<Output<String>>,
        #[serde(rename = "ResponseHeadersPolicyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub response_headers_policy_id: Option<Output<String>>,
        /// Default: `false`.
        #[serde(rename = "SmoothStreaming")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub smooth_streaming: Option<Output<bool>>,
        /// Required.
        #[serde(rename = "TargetOriginId")]
        pub target_origin_id: Output<String>,
        #[serde(rename = "TrustedKeyGroups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub trusted_key_groups: Option<Output<Vec<String>>>,
        #[serde(rename = "TrustedSigners")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub trusted_signers: Option<Output<Vec<String>>>,
        /// Required.
        #[serde(rename = "ViewerProtocolPolicy")]
        pub viewer_protocol_policy: Output<String>,
    }

    /// `DistributionConfig.CacheTagConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigCacheTagConfig {
        /// Required.
        #[serde(rename = "HeaderName")]
        pub header_name: Output<String>,
    }

    /// `DistributionConfig.ConnectionFunctionAssociation` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigConnectionFunctionAssociation {
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
    }

    /// The values `DistributionConfig.ConnectionMode` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigConnectionMode {
        #[serde(rename = "direct")]
        Direct,
        #[serde(rename = "tenant-only")]
        TenantOnly,
    }

    /// `DistributionConfig.CustomErrorResponses[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigCustomErrorResponsesItem {
        /// Default: `300`.
        #[serde(rename = "ErrorCachingMinTTL")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub error_caching_min_ttl: Option<Output<f64>>,
        /// Required.
        #[serde(rename = "ErrorCode")]
        pub error_code: Output<i64>,
        #[serde(rename = "ResponseCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub response_code: Option<Output<i64>>,
        #[serde(rename = "ResponsePagePath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub response_page_path: Option<Output<String>>,
    }

    /// `DistributionConfig.CustomOrigin` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigCustomOrigin {
        /// Required.
        #[serde(rename = "DNSName")]
        pub dns_name: Output<String>,
        /// Default: `80`.
        #[serde(rename = "HTTPPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub http_port: Option<Output<i64>>,
        /// Default: `443`.
        #[serde(rename = "HTTPSPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub https_port: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "OriginProtocolPolicy")]
        pub origin_protocol_policy: Output<String>,
        /// Required.
        #[serde(rename = "OriginSSLProtocols")]
        pub origin_ssl_protocols: Output<Vec<String>>,
    }

    /// `DistributionConfig.DefaultCacheBehavior.ForwardedValues.Cookies` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigDefaultCacheBehaviorForwardedValuesCookies {
        /// Required.
        #[serde(rename = "Forward")]
        pub forward: Output<String>,
        #[serde(rename = "WhitelistedNames")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub whitelisted_names: Option<Output<Vec<String>>>,
    }

    /// `DistributionConfig.DefaultCacheBehavior.ForwardedValues` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigDefaultCacheBehaviorForwardedValues {
        #[serde(rename = "Cookies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cookies: Option<Output<DistributionDistributionConfigDefaultCacheBehaviorForwardedValuesCookies>>,
        #[serde(rename = "Headers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub headers: Option<Output<Vec<String>>>,
        /// Required.
        #[serde(rename = "QueryString")]
        pub query_string: Output<bool>,
        #[serde(rename = "QueryStringCacheKeys")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub query_string_cache_keys: Option<Output<Vec<String>>>,
    }

    /// `DistributionConfig.DefaultCacheBehavior.FunctionAssociations[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigDefaultCacheBehaviorFunctionAssociationsItem {
        #[serde(rename = "EventType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_type: Option<Output<String>>,
        #[serde(rename = "FunctionARN")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_arn: Option<Output<String>>,
    }

    /// `DistributionConfig.DefaultCacheBehavior.GrpcConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigDefaultCacheBehaviorGrpcConfig {
        /// Required.
        #[serde(rename = "Enabled")]
        pub enabled: Output<bool>,
    }

    /// `DistributionConfig.DefaultCacheBehavior.LambdaFunctionAssociations[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigDefaultCacheBehaviorLambdaFunctionAssociationsItem {
        #[serde(rename = "EventType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_type: Option<Output<String>>,
        #[serde(rename = "IncludeBody")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub include_body: Option<Output<bool>>,
        #[serde(rename = "LambdaFunctionARN")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lambda_function_arn: Option<Output<String>>,
    }

    /// The values `DistributionConfig.DefaultCacheBehavior.ViewerProtocolPolicy` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigDefaultCacheBehaviorViewerProtocolPolicy {
        #[serde(rename = "allow-all")]
        AllowAll,
        #[serde(rename = "https-only")]
        HttpsOnly,
        #[serde(rename = "redirect-to-https")]
        RedirectToHttps,
    }

    /// `DistributionConfig.DefaultCacheBehavior` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigDefaultCacheBehavior {
        #[serde(rename = "AllowedMethods")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allowed_methods: Option<Output<Vec<String>>>,
        /// Default: `""`.
        #[serde(rename = "CachePolicyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cache_policy_id: Option<Output<String>>,
        #[serde(rename = "CachedMethods")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cached_methods: Option<Output<Vec<String>>>,
        /// Default: `false`.
        #[serde(rename = "Compress")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub compress: Option<Output<bool>>,
        /// Default: `86400`.
        #[serde(rename = "DefaultTTL")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_ttl: Option<Output<f64>>,
        /// Default: `""`.
        #[serde(rename = "FieldLevelEncryptionId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub field_level_encryption_id: Option<Output<String>>,
        #[serde(rename = "ForwardedValues")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub forwarded_values: Option<Output<DistributionDistributionConfigDefaultCacheBehaviorForwardedValues>>,
        #[serde(rename = "FunctionAssociations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_associations: Option<Output<Vec<DistributionDistributionConfigDefaultCacheBehaviorFunctionAssociationsItem>>>,
        #[serde(rename = "GrpcConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub grpc_config: Option<Output<DistributionDistributionConfigDefaultCacheBehaviorGrpcConfig>>,
        #[serde(rename = "LambdaFunctionAssociations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lambda_function_associations: Option<Output<Vec<DistributionDistributionConfigDefaultCacheBehaviorLambdaFunctionAssociationsItem>>>,
        /// Default: `31536000`.
        #[serde(rename = "MaxTTL")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_ttl: Option<Output<f64>>,
        /// Default: `0`.
        #[serde(rename = "MinTTL")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub min_ttl: Option<Output<f64>>,
        /// Default: `""`.
        #[serde(rename = "OriginRequestPolicyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_request_policy_id: Option<Output<String>>,
        /// Default: `""`.
        #[serde(rename = "RealtimeLogConfigArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub realtime_log_config_arn: Option<Output<String>>,
        /// Default: `""`.
        #[serde(rename = "ResponseHeadersPolicyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub response_headers_policy_id: Option<Output<String>>,
        /// Default: `false`.
        #[serde(rename = "SmoothStreaming")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub smooth_streaming: Option<Output<bool>>,
        /// Required.
        #[serde(rename = "TargetOriginId")]
        pub target_origin_id: Output<String>,
        #[serde(rename = "TrustedKeyGroups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub trusted_key_groups: Option<Output<Vec<String>>>,
        #[serde(rename = "TrustedSigners")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub trusted_signers: Option<Output<Vec<String>>>,
        /// Required.
        #[serde(rename = "ViewerProtocolPolicy")]
        pub viewer_protocol_policy: Output<DistributionDistributionConfigDefaultCacheBehaviorViewerProtocolPolicy>,
    }

    /// The values `DistributionConfig.HttpVersion` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigHttpVersion {
        #[serde(rename = "http1.1")]
        Http11,
        #[serde(rename = "http2")]
        Http2,
        #[serde(rename = "http2and3")]
        Http2and3,
        #[serde(rename = "http3")]
        Http3,
    }

    /// `DistributionConfig.Logging` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigLogging {
        #[serde(rename = "Bucket")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket: Option<Output<String>>,
        /// Default: `false`.
        #[serde(rename = "IncludeCookies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub include_cookies: Option<Output<bool>>,
        /// Default: `""`.
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
    }

    /// The values `DistributionConfig.OriginGroups.Items[*].SelectionCriteria` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigOriginGroupsItemsItemSelectionCriteria {
        #[serde(rename = "default")]
        Default,
        #[serde(rename = "media-quality-based")]
        MediaQualityBased,
    }

    /// `DistributionConfig.OriginGroups.Items[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigOriginGroupsItemsItem {
        /// Required.
        #[serde(rename = "FailoverCriteria")]
        pub failover_criteria: Output<BTreeMap<String, serde_json::Value>>,
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        /// Required.
        #[serde(rename = "Members")]
        pub members: Output<BTreeMap<String, serde_json::Value>>,
        #[serde(rename = "SelectionCriteria")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub selection_criteria: Option<Output<DistributionDistributionConfigOriginGroupsItemsItemSelectionCriteria>>,
    }

    /// `DistributionConfig.OriginGroups` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigOriginGroups {
        #[serde(rename = "Items")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub items: Option<Output<Vec<DistributionDistributionConfigOriginGroupsItemsItem>>>,
        /// Required.
        #[serde(rename = "Quantity")]
        pub quantity: Output<i64>,
    }

    /// The values `DistributionConfig.Origins[*].CustomOriginConfig.IpAddressType` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigOriginsItemCustomOriginConfigIpAddressType {
        #[serde(rename = "ipv4")]
        Ipv4,
        #[serde(rename = "ipv6")]
        Ipv6,
        #[serde(rename = "dualstack")]
        Dualstack,
    }

    /// `DistributionConfig.Origins[*].CustomOriginConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigOriginsItemCustomOriginConfig {
        /// Default: `80`.
        #[serde(rename = "HTTPPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub http_port: Option<Output<i64>>,
        /// Default: `443`.
        #[serde(rename = "HTTPSPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub https_port: Option<Output<i64>>,
        #[serde(rename = "IpAddressType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ip_address_type: Option<Output<DistributionDistributionConfigOriginsItemCustomOriginConfigIpAddressType>>,
        /// Default: `5`.
        #[serde(rename = "OriginKeepaliveTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_keepalive_timeout: Option<Output<i64>>,
        #[serde(rename = "OriginMtlsConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_mtls_config: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// Required.
        #[serde(rename = "OriginProtocolPolicy")]
        pub origin_protocol_policy: Output<String>,
        /// Default: `30`.
        #[serde(rename = "OriginReadTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_read_timeout: Option<Output<i64>>,
        #[serde(rename = "OriginSSLProtocols")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_ssl_protocols: Option<Output<Vec<String>>>,
    }

    /// `DistributionConfig.Origins[*].OriginCustomHeaders[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigOriginsItemOriginCustomHeadersItem {
        /// Required.
        #[serde(rename = "HeaderName")]
        pub header_name: Output<String>,
        /// Required.
        #[serde(rename = "HeaderValue")]
        pub header_value: Output<String>,
    }

    /// `DistributionConfig.Origins[*].OriginShield` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigOriginsItemOriginShield {
        #[serde(rename = "Enabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enabled: Option<Output<bool>>,
        #[serde(rename = "OriginShieldRegion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_shield_region: Option<Output<String>>,
    }

    /// `DistributionConfig.Origins[*].S3OriginConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigOriginsItemS3OriginConfig {
        /// Default: `""`.
        #[serde(rename = "OriginAccessIdentity")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_access_identity: Option<Output<String>>,
        /// Default: `30`.
        #[serde(rename = "OriginReadTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_read_timeout: Option<Output<i64>>,
    }

    /// `DistributionConfig.Origins[*].VpcOriginConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigOriginsItemVpcOriginConfig {
        /// Default: `5`.
        #[serde(rename = "OriginKeepaliveTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_keepalive_timeout: Option<Output<i64>>,
        /// Default: `30`.
        #[serde(rename = "OriginReadTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_read_timeout: Option<Output<i64>>,
        #[serde(rename = "OwnerAccountId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub owner_account_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "VpcOriginId")]
        pub vpc_origin_id: Output<String>,
    }

    /// `DistributionConfig.Origins[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigOriginsItem {
        #[serde(rename = "ConnectionAttempts")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub connection_attempts: Option<Output<i64>>,
        #[serde(rename = "ConnectionTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub connection_timeout: Option<Output<i64>>,
        #[serde(rename = "CustomOriginConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub custom_origin_config: Option<Output<DistributionDistributionConfigOriginsItemCustomOriginConfig>>,
        /// Required.
        #[serde(rename = "DomainName")]
        pub domain_name: Output<String>,
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        #[serde(rename = "OriginAccessControlId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_access_control_id: Option<Output<String>>,
        #[serde(rename = "OriginCustomHeaders")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_custom_headers: Option<Output<Vec<DistributionDistributionConfigOriginsItemOriginCustomHeadersItem>>>,
        /// Default: `""`.
        #[serde(rename = "OriginPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_path: Option<Output<String>>,
        #[serde(rename = "OriginShield")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_shield: Option<Output<DistributionDistributionConfigOriginsItemOriginShield>>,
        #[serde(rename = "ResponseCompletionTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub response_completion_timeout: Option<Output<i64>>,
        #[serde(rename = "S3OriginConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_origin_config: Option<Output<DistributionDistributionConfigOriginsItemS3OriginConfig>>,
        #[serde(rename = "VpcOriginConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_origin_config: Option<Output<DistributionDistributionConfigOriginsItemVpcOriginConfig>>,
    }

    /// The values `DistributionConfig.PriceClass` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigPriceClass {
        #[serde(rename = "None")]
        None,
        #[serde(rename = "PriceClass_100")]
        PriceClass100,
        #[serde(rename = "PriceClass_200")]
        PriceClass200,
        #[serde(rename = "PriceClass_All")]
        PriceClassAll,
    }

    /// The values `DistributionConfig.Restrictions.GeoRestriction.Locations[*]` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigRestrictionsGeoRestrictionLocationsItem {
        #[serde(rename = "AD")]
        Ad,
        #[serde(rename = "AE")]
        Ae,
        #[serde(rename = "AF")]
        Af,
        #[serde(rename = "AG")]
        Ag,
        #[serde(rename = "AI")]
        Ai,
        #[serde(rename = "AL")]
        Al,
        #[serde(rename = "AM")]
        Am,
        #[serde(rename = "AO")]
        Ao,
        #[serde(rename = "AQ")]
        Aq,
        #[serde(rename = "AR")]
        Ar,
        #[serde(rename = "AS")]
        As,
        #[serde(rename = "AT")]
        At,
        #[serde(rename = "AU")]
        Au,
        #[serde(rename = "AW")]
        Aw,
        #[serde(rename = "AX")]
        Ax,
        #[serde(rename = "AZ")]
        Az,
        #[serde(rename = "BA")]
        Ba,
        #[serde(rename = "BB")]
        Bb,
        #[serde(rename = "BD")]
        Bd,
        #[serde(rename = "BE")]
        Be,
        #[serde(rename = "BF")]
        Bf,
        #[serde(rename = "BG")]
        Bg,
        #[serde(rename = "BH")]
        Bh,
        #[serde(rename = "BI")]
        Bi,
        #[serde(rename = "BJ")]
        Bj,
        #[serde(rename = "BL")]
        Bl,
        #[serde(rename = "BM")]
        Bm,
        #[serde(rename = "BN")]
        Bn,
        #[serde(rename = "BO")]
        Bo,
        #[serde(rename = "BQ")]
        Bq,
        #[serde(rename = "BR")]
        Br,
        #[serde(rename = "BS")]
        Bs,
        #[serde(rename = "BT")]
        Bt,
        #[serde(rename = "BV")]
        Bv,
        #[serde(rename = "BW")]
        Bw,
        #[serde(rename = "BY")]
        By,
        #[serde(rename = "BZ")]
        Bz,
        #[serde(rename = "CA")]
        Ca,
        #[serde(rename = "CC")]
        Cc,
        #[serde(rename = "CD")]
        Cd,
        #[serde(rename = "CF")]
        Cf,
        #[serde(rename = "CG")]
        Cg,
        #[serde(rename = "CH")]
        Ch,
        #[serde(rename = "CI")]
        Ci,
        #[serde(rename = "CK")]
        Ck,
        #[serde(rename = "CL")]
        Cl,
        #[serde(rename = "CM")]
        Cm,
        #[serde(rename = "CN")]
        Cn,
        #[serde(rename = "CO")]
        Co,
        #[serde(rename = "CR")]
        Cr,
        #[serde(rename = "CU")]
        Cu,
        #[serde(rename = "CV")]
        Cv,
        #[serde(rename = "CW")]
        Cw,
        #[serde(rename = "CX")]
        Cx,
        #[serde(rename = "CY")]
        Cy,
        #[serde(rename = "CZ")]
        Cz,
        #[serde(rename = "DE")]
        De,
        #[serde(rename = "DJ")]
        Dj,
        #[serde(rename = "DK")]
        Dk,
        #[serde(rename = "DM")]
        Dm,
        #[serde(rename = "DO")]
        Do,
        #[serde(rename = "DZ")]
        Dz,
        #[serde(rename = "EC")]
        Ec,
        #[serde(rename = "EE")]
        Ee,
        #[serde(rename = "EG")]
        Eg,
        #[serde(rename = "EH")]
        Eh,
        #[serde(rename = "ER")]
        Er,
        #[serde(rename = "ES")]
        Es,
        #[serde(rename = "ET")]
        Et,
        #[serde(rename = "FI")]
        Fi,
        #[serde(rename = "FJ")]
        Fj,
        #[serde(rename = "FK")]
        Fk,
        #[serde(rename = "FM")]
        Fm,
        #[serde(rename = "FO")]
        Fo,
        #[serde(rename = "FR")]
        Fr,
        #[serde(rename = "GA")]
        Ga,
        #[serde(rename = "GB")]
        Gb,
        #[serde(rename = "GD")]
        Gd,
        #[serde(rename = "GE")]
        Ge,
        #[serde(rename = "GF")]
        Gf,
        #[serde(rename = "GG")]
        Gg,
        #[serde(rename = "GH")]
        Gh,
        #[serde(rename = "GI")]
        Gi,
        #[serde(rename = "GL")]
        Gl,
        #[serde(rename = "GM")]
        Gm,
        #[serde(rename = "GN")]
        Gn,
        #[serde(rename = "GP")]
        Gp,
        #[serde(rename = "GQ")]
        Gq,
        #[serde(rename = "GR")]
        Gr,
        #[serde(rename = "GS")]
        Gs,
        #[serde(rename = "GT")]
        Gt,
        #[serde(rename = "GU")]
        Gu,
        #[serde(rename = "GW")]
        Gw,
        #[serde(rename = "GY")]
        Gy,
        #[serde(rename = "HK")]
        Hk,
        #[serde(rename = "HM")]
        Hm,
        #[serde(rename = "HN")]
        Hn,
        #[serde(rename = "HR")]
        Hr,
        #[serde(rename = "HT")]
        Ht,
        #[serde(rename = "HU")]
        Hu,
        #[serde(rename = "ID")]
        Id,
        #[serde(rename = "IE")]
        Ie,
        #[serde(rename = "IL")]
        Il,
        #[serde(rename = "IM")]
        Im,
        #[serde(rename = "IN")]
        In,
        #[serde(rename = "IO")]
        Io,
        #[serde(rename = "IQ")]
        Iq,
        #[serde(rename = "IR")]
        Ir,
        #[serde(rename = "IS")]
        Is,
        #[serde(rename = "IT")]
        It,
        #[serde(rename = "JE")]
        Je,
        #[serde(rename = "JM")]
        Jm,
        #[serde(rename = "JO")]
        Jo,
        #[serde(rename = "JP")]
        Jp,
        #[serde(rename = "KE")]
        Ke,
        #[serde(rename = "KG")]
        Kg,
        #[serde(rename = "KH")]
        Kh,
        #[serde(rename = "KI")]
        Ki,
        #[serde(rename = "KM")]
        Km,
        #[serde(rename = "KN")]
        Kn,
        #[serde(rename = "KP")]
        Kp,
        #[serde(rename = "KR")]
        Kr,
        #[serde(rename = "KW")]
        Kw,
        #[serde(rename = "KY")]
        Ky,
        #[serde(rename = "KZ")]
        Kz,
        #[serde(rename = "LA")]
        La,
        #[serde(rename = "LB")]
        Lb,
        #[serde(rename = "LC")]
        Lc,
        #[serde(rename = "LI")]
        Li,
        #[serde(rename = "LK")]
        Lk,
        #[serde(rename = "LR")]
        Lr,
        #[serde(rename = "LS")]
        Ls,
        #[serde(rename = "LT")]
        Lt,
        #[serde(rename = "LU")]
        Lu,
        #[serde(rename = "LV")]
        Lv,
        #[serde(rename = "LY")]
        Ly,
        #[serde(rename = "MA")]
        Ma,
        #[serde(rename = "MC")]
        Mc,
        #[serde(rename = "MD")]
        Md,
        #[serde(rename = "ME")]
        Me,
        #[serde(rename = "MF")]
        Mf,
        #[serde(rename = "MG")]
        Mg,
        #[serde(rename = "MH")]
        Mh,
        #[serde(rename = "MK")]
        Mk,
        #[serde(rename = "ML")]
        Ml,
        #[serde(rename = "MM")]
        Mm,
        #[serde(rename = "MN")]
        Mn,
        #[serde(rename = "MO")]
        Mo,
        #[serde(rename = "MP")]
        Mp,
        #[serde(rename = "MQ")]
        Mq,
        #[serde(rename = "MR")]
        Mr,
        #[serde(rename = "MS")]
        Ms,
        #[serde(rename = "MT")]
        Mt,
        #[serde(rename = "MU")]
        Mu,
        #[serde(rename = "MV")]
        Mv,
        #[serde(rename = "MW")]
        Mw,
        #[serde(rename = "MX")]
        Mx,
        #[serde(rename = "MY")]
        My,
        #[serde(rename = "MZ")]
        Mz,
        #[serde(rename = "NA")]
        Na,
        #[serde(rename = "NC")]
        Nc,
        #[serde(rename = "NE")]
        Ne,
        #[serde(rename = "NF")]
        Nf,
        #[serde(rename = "NG")]
        Ng,
        #[serde(rename = "NI")]
        Ni,
        #[serde(rename = "NL")]
        Nl,
        #[serde(rename = "NO")]
        No,
        #[serde(rename = "NP")]
        Np,
        #[serde(rename = "NR")]
        Nr,
        #[serde(rename = "NU")]
        Nu,
        #[serde(rename = "NZ")]
        Nz,
        #[serde(rename = "OM")]
        Om,
        #[serde(rename = "PA")]
        Pa,
        #[serde(rename = "PE")]
        Pe,
        #[serde(rename = "PF")]
        Pf,
        #[serde(rename = "PG")]
        Pg,
        #[serde(rename = "PH")]
        Ph,
        #[serde(rename = "PK")]
        Pk,
        #[serde(rename = "PL")]
        Pl,
        #[serde(rename = "PM")]
        Pm,
        #[serde(rename = "PN")]
        Pn,
        #[serde(rename = "PR")]
        Pr,
        #[serde(rename = "PS")]
        Ps,
        #[serde(rename = "PT")]
        Pt,
        #[serde(rename = "PW")]
        Pw,
        #[serde(rename = "PY")]
        Py,
        #[serde(rename = "QA")]
        Qa,
        #[serde(rename = "RE")]
        Re,
        #[serde(rename = "RO")]
        Ro,
        #[serde(rename = "RS")]
        Rs,
        #[serde(rename = "RU")]
        Ru,
        #[serde(rename = "RW")]
        Rw,
        #[serde(rename = "SA")]
        Sa,
        #[serde(rename = "SB")]
        Sb,
        #[serde(rename = "SC")]
        Sc,
        #[serde(rename = "SD")]
        Sd,
        #[serde(rename = "SE")]
        Se,
        #[serde(rename = "SG")]
        Sg,
        #[serde(rename = "SH")]
        Sh,
        #[serde(rename = "SI")]
        Si,
        #[serde(rename = "SJ")]
        Sj,
        #[serde(rename = "SK")]
        Sk,
        #[serde(rename = "SL")]
        Sl,
        #[serde(rename = "SM")]
        Sm,
        #[serde(rename = "SN")]
        Sn,
        #[serde(rename = "SO")]
        So,
        #[serde(rename = "SR")]
        Sr,
        #[serde(rename = "SS")]
        Ss,
        #[serde(rename = "ST")]
        St,
        #[serde(rename = "SV")]
        Sv,
        #[serde(rename = "SX")]
        Sx,
        #[serde(rename = "SY")]
        Sy,
        #[serde(rename = "SZ")]
        Sz,
        #[serde(rename = "TC")]
        Tc,
        #[serde(rename = "TD")]
        Td,
        #[serde(rename = "TF")]
        Tf,
        #[serde(rename = "TG")]
        Tg,
        #[serde(rename = "TH")]
        Th,
        #[serde(rename = "TJ")]
        Tj,
        #[serde(rename = "TK")]
        Tk,
        #[serde(rename = "TL")]
        Tl,
        #[serde(rename = "TM")]
        Tm,
        #[serde(rename = "TN")]
        Tn,
        #[serde(rename = "TO")]
        To,
        #[serde(rename = "TR")]
        Tr,
        #[serde(rename = "TT")]
        Tt,
        #[serde(rename = "TV")]
        Tv,
        #[serde(rename = "TW")]
        Tw,
        #[serde(rename = "TZ")]
        Tz,
        #[serde(rename = "UA")]
        Ua,
        #[serde(rename = "UG")]
        Ug,
        #[serde(rename = "UM")]
        Um,
        #[serde(rename = "US")]
        Us,
        #[serde(rename = "UY")]
        Uy,
        #[serde(rename = "UZ")]
        Uz,
        #[serde(rename = "VA")]
        Va,
        #[serde(rename = "VC")]
        Vc,
        #[serde(rename = "VE")]
        Ve,
        #[serde(rename = "VG")]
        Vg,
        #[serde(rename = "VI")]
        Vi,
        #[serde(rename = "VN")]
        Vn,
        #[serde(rename = "VU")]
        Vu,
        #[serde(rename = "WF")]
        Wf,
        #[serde(rename = "WS")]
        Ws,
        #[serde(rename = "YE")]
        Ye,
        #[serde(rename = "YT")]
        Yt,
        #[serde(rename = "ZA")]
        Za,
        #[serde(rename = "ZM")]
        Zm,
        #[serde(rename = "ZW")]
        Zw,
    }

    /// The values `DistributionConfig.Restrictions.GeoRestriction.RestrictionType` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigRestrictionsGeoRestrictionRestrictionType {
        #[serde(rename = "blacklist")]
        Blacklist,
        #[serde(rename = "none")]
        None,
        #[serde(rename = "whitelist")]
        Whitelist,
    }

    /// `DistributionConfig.Restrictions.GeoRestriction` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigRestrictionsGeoRestriction {
        #[serde(rename = "Locations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub locations: Option<Output<Vec<DistributionDistributionConfigRestrictionsGeoRestrictionLocationsItem>>>,
        /// Required.
        #[serde(rename = "RestrictionType")]
        pub restriction_type: Output<DistributionDistributionConfigRestrictionsGeoRestrictionRestrictionType>,
    }

    /// `DistributionConfig.Restrictions` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigRestrictions {
        /// Required.
        #[serde(rename = "GeoRestriction")]
        pub geo_restriction: Output<DistributionDistributionConfigRestrictionsGeoRestriction>,
    }

    /// `DistributionConfig.S3Origin` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigS3Origin {
        /// Required.
        #[serde(rename = "DNSName")]
        pub dns_name: Output<String>,
        /// Default: `""`.
        #[serde(rename = "OriginAccessIdentity")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_access_identity: Option<Output<String>>,
    }

    /// `DistributionConfig.TenantConfig.ParameterDefinitions[*].Definition.StringSchema` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinitionStringSchema {
        #[serde(rename = "Comment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub comment: Option<Output<String>>,
        #[serde(rename = "DefaultValue")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_value: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Required")]
        pub required: Output<bool>,
    }

    /// `DistributionConfig.TenantConfig.ParameterDefinitions[*].Definition` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinition {
        #[serde(rename = "StringSchema")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub string_schema: Option<Output<DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinitionStringSchema>>,
    }

    /// `DistributionConfig.TenantConfig.ParameterDefinitions[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigTenantConfigParameterDefinitionsItem {
        /// Required.
        #[serde(rename = "Definition")]
        pub definition: Output<DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinition>,
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
    }

    /// `DistributionConfig.TenantConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigTenantConfig {
        #[serde(rename = "ParameterDefinitions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub parameter_definitions: Option<Output<Vec<DistributionDistributionConfigTenantConfigParameterDefinitionsItem>>>,
    }

    /// The values `DistributionConfig.ViewerCertificate.MinimumProtocolVersion` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigViewerCertificateMinimumProtocolVersion {
        #[serde(rename = "SSLv3")]
        SSLv3,
        #[serde(rename = "TLSv1")]
        TLSv1,
        #[serde(rename = "TLSv1.1_2016")]
        TLSv112016,
        #[serde(rename = "TLSv1.2_2018")]
        TLSv122018,
        #[serde(rename = "TLSv1.2_2019")]
        TLSv122019,
        #[serde(rename = "TLSv1.2_2021")]
        TLSv122021,
        #[serde(rename = "TLSv1.2_2025")]
        TLSv122025,
        #[serde(rename = "TLSv1.3_2025")]
        TLSv132025,
        #[serde(rename = "TLSv1_2016")]
        TLSv12016,
    }

    /// The values `DistributionConfig.ViewerCertificate.SslSupportMethod` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigViewerCertificateSslSupportMethod {
        #[serde(rename = "sni-only")]
        SniOnly,
        #[serde(rename = "static-ip")]
        StaticIp,
        #[serde(rename = "vip")]
        Vip,
    }

    /// `DistributionConfig.ViewerCertificate` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigViewerCertificate {
        #[serde(rename = "AcmCertificateArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub acm_certificate_arn: Option<Output<String>>,
        #[serde(rename = "CloudFrontDefaultCertificate")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cloud_front_default_certificate: Option<Output<bool>>,
        #[serde(rename = "IamCertificateId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub iam_certificate_id: Option<Output<String>>,
        #[serde(rename = "MinimumProtocolVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub minimum_protocol_version: Option<Output<DistributionDistributionConfigViewerCertificateMinimumProtocolVersion>>,
        #[serde(rename = "SslSupportMethod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ssl_support_method: Option<Output<DistributionDistributionConfigViewerCertificateSslSupportMethod>>,
    }

    /// The values `DistributionConfig.ViewerMtlsConfig.Mode` of `aws:cloudfront:Distribution` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DistributionDistributionConfigViewerMtlsConfigMode {
        #[serde(rename = "required")]
        Required,
        #[serde(rename = "optional")]
        Optional,
        #[serde(rename = "passthrough")]
        Passthrough,
    }

    /// `DistributionConfig.ViewerMtlsConfig.TrustStoreConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfigViewerMtlsConfigTrustStoreConfig {
        #[serde(rename = "AdvertiseTrustStoreCaNames")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub advertise_trust_store_ca_names: Option<Output<bool>>,
        #[serde(rename = "IgnoreCertificateExpiry")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ignore_certificate_expiry: Option<Output<bool>>,
        /// Required.
        #[serde(rename = "TrustStoreId")]
        pub trust_store_id: Output<String>,
    }

    /// `DistributionConfig.ViewerMtlsConfig` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionDistributionConfigViewerMtlsConfig {
        /// Default: `"required"`.
        #[serde(rename = "Mode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mode: Option<Output<DistributionDistributionConfigViewerMtlsConfigMode>>,
        #[serde(rename = "TrustStoreConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub trust_store_config: Option<Output<DistributionDistributionConfigViewerMtlsConfigTrustStoreConfig>>,
    }

    /// `DistributionConfig` of `aws:cloudfront:Distribution`. {"Enabled": true, "Comment"?, "DefaultRootObject"?, "Aliases"?: [NAME], "PriceClass"?, "Origins": [{"Id", "DomainName", "OriginPath"?, "CustomOriginConfig"?: {"OriginProtocolPolicy": "http-only" | "https-only" | "match-viewer", "HTTPPort"?, "HTTPSPort"?} | "S3OriginConfig"?: {"OriginAccessIdentity"?}}], "DefaultCacheBehavior": {"TargetOriginId", "ViewerProtocolPolicy": "allow-all" | "redirect-to-https" | "https-only", "CachePolicyId"? (default CachingOptimized), "Compress"?}}
    #[derive(Serialize, Clone)]
    pub struct DistributionDistributionConfig {
        #[serde(rename = "Aliases")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub aliases: Option<Output<Vec<String>>>,
        #[serde(rename = "AnycastIpListId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub anycast_ip_list_id: Option<Output<String>>,
        #[serde(rename = "CNAMEs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cnam_es: Option<Output<Vec<String>>>,
        #[serde(rename = "CacheBehaviors")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cache_behaviors: Option<Output<Vec<DistributionDistributionConfigCacheBehaviorsItem>>>,
        #[serde(rename = "CacheTagConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cache_tag_config: Option<Output<DistributionDistributionConfigCacheTagConfig>>,
        /// Default: `""`.
        #[serde(rename = "Comment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub comment: Option<Output<String>>,
        #[serde(rename = "ConnectionFunctionAssociation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub connection_function_association: Option<Output<DistributionDistributionConfigConnectionFunctionAssociation>>,
        #[serde(rename = "ConnectionMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub connection_mode: Option<Output<DistributionDistributionConfigConnectionMode>>,
        #[serde(rename = "ContinuousDeploymentPolicyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub continuous_deployment_policy_id: Option<Output<String>>,
        #[serde(rename = "CustomErrorResponses")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub custom_error_responses: Option<Output<Vec<DistributionDistributionConfigCustomErrorResponsesItem>>>,
        #[serde(rename = "CustomOrigin")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub custom_origin: Option<Output<DistributionDistributionConfigCustomOrigin>>,
        /// Required.
        #[serde(rename = "DefaultCacheBehavior")]
        pub default_cache_behavior: Output<DistributionDistributionConfigDefaultCacheBehavior>,
        /// Default: `""`.
        #[serde(rename = "DefaultRootObject")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_root_object: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Enabled")]
        pub enabled: Output<bool>,
        /// Default: `"http1.1"`.
        #[serde(rename = "HttpVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub http_version: Option<Output<DistributionDistributionConfigHttpVersion>>,
        #[serde(rename = "IPV6Enabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv6_enabled: Option<Output<bool>>,
        #[serde(rename = "Logging")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub logging: Option<Output<DistributionDistributionConfigLogging>>,
        #[serde(rename = "OriginGroups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin_groups: Option<Output<DistributionDistributionConfigOriginGroups>>,
        #[serde(rename = "Origins")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origins: Option<Output<Vec<DistributionDistributionConfigOriginsItem>>>,
        /// Default: `"PriceClass_All"`.
        #[serde(rename = "PriceClass")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub price_class: Option<Output<DistributionDistributionConfigPriceClass>>,
        #[serde(rename = "Restrictions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub restrictions: Option<Output<DistributionDistributionConfigRestrictions>>,
        #[serde(rename = "S3Origin")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_origin: Option<Output<DistributionDistributionConfigS3Origin>>,
        #[serde(rename = "Staging")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub staging: Option<Output<bool>>,
        #[serde(rename = "TenantConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tenant_config: Option<Output<DistributionDistributionConfigTenantConfig>>,
        #[serde(rename = "ViewerCertificate")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub viewer_certificate: Option<Output<DistributionDistributionConfigViewerCertificate>>,
        #[serde(rename = "ViewerMtlsConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub viewer_mtls_config: Option<Output<DistributionDistributionConfigViewerMtlsConfig>>,
        /// Default: `""`.
        #[serde(rename = "WebACLId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub web_acl_id: Option<Output<String>>,
    }

    /// `Tags[*]` of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Clone)]
    pub struct DistributionTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:cloudfront:Distribution`.
    #[derive(Serialize, Default, Clone)]
    pub struct DistributionArgs {
        /// Strata's: what identifies the distribution's creation, chosen in check from the resource's name (CloudFormation chooses its own). An interrupted create is found by it.
        ///
        /// A change replaces the resource.
        #[serde(rename = "CallerReference")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub caller_reference: Option<Output<String>>,
        /// {"Enabled": true, "Comment"?, "DefaultRootObject"?, "Aliases"?: [NAME], "PriceClass"?, "Origins": [{"Id", "DomainName", "OriginPath"?, "CustomOriginConfig"?: {"OriginProtocolPolicy": "http-only" | "https-only" | "match-viewer", "HTTPPort"?, "HTTPSPort"?} | "S3OriginConfig"?: {"OriginAccessIdentity"?}}], "DefaultCacheBehavior": {"TargetOriginId", "ViewerProtocolPolicy": "allow-all" | "redirect-to-https" | "https-only", "CachePolicyId"? (default CachingOptimized), "Compress"?}}
        ///
        /// Required.
        #[serde(rename = "DistributionConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub distribution_config: Option<Output<DistributionDistributionConfig>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<DistributionTagsItem>>>,
    }

    /// `aws:cloudfront:Distribution`: A CloudFront distribution (AWS::CloudFront::Distribution).
    #[derive(Clone, Debug)]
    pub struct Distribution(pub Resource);

    impl Distribution {
        /// Declare it, with default options.
        pub fn new(name: &str, args: DistributionArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: DistributionArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:cloudfront:Distribution", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `DomainName`.
        pub fn domain_name(&self) -> Output<String> {
            self.0.output("DomainName")
        }

        /// Output `Id`.
        /// The resource's id.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }
    }
}

/// `aws:cloudwatch:*` resources.
pub mod cloudwatch {
    use super::*;

    /// `ActionConfiguration.AlarmTagsPropagation` of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Clone)]
    pub struct AlarmActionConfigurationAlarmTagsPropagation {
        /// Required.
        #[serde(rename = "Enabled")]
        pub enabled: Output<bool>,
        #[serde(rename = "ExcludedTagKeys")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub excluded_tag_keys: Option<Output<Vec<String>>>,
        #[serde(rename = "IncludedTagKeys")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub included_tag_keys: Option<Output<Vec<String>>>,
    }

    /// `ActionConfiguration` of `aws:cloudwatch:Alarm`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmActionConfiguration {
        #[serde(rename = "AlarmTagsPropagation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alarm_tags_propagation: Option<Output<AlarmActionConfigurationAlarmTagsPropagation>>,
    }

    /// The values `ComparisonOperator` of `aws:cloudwatch:Alarm` may take. The arithmetic operation to use when comparing the specified statistic and threshold.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AlarmComparisonOperator {
        #[serde(rename = "GreaterThanOrEqualToThreshold")]
        GreaterThanOrEqualToThreshold,
        #[serde(rename = "GreaterThanThreshold")]
        GreaterThanThreshold,
        #[serde(rename = "GreaterThanUpperThreshold")]
        GreaterThanUpperThreshold,
        #[serde(rename = "LessThanLowerOrGreaterThanUpperThreshold")]
        LessThanLowerOrGreaterThanUpperThreshold,
        #[serde(rename = "LessThanLowerThreshold")]
        LessThanLowerThreshold,
        #[serde(rename = "LessThanOrEqualToThreshold")]
        LessThanOrEqualToThreshold,
        #[serde(rename = "LessThanThreshold")]
        LessThanThreshold,
    }

    /// `Dimensions[*]` of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Clone)]
    pub struct AlarmDimensionsItem {
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// `EvaluationCriteria.PromQLCriteria` of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmEvaluationCriteriaPromQLCriteria {
        #[serde(rename = "PendingPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pending_period: Option<Output<i64>>,
        #[serde(rename = "Query")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub query: Option<Output<String>>,
        #[serde(rename = "RecoveryPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub recovery_period: Option<Output<i64>>,
    }

    /// `EvaluationCriteria` of `aws:cloudwatch:Alarm`. The evaluation criteria for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmEvaluationCriteria {
        #[serde(rename = "PromQLCriteria")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prom_ql_criteria: Option<Output<AlarmEvaluationCriteriaPromQLCriteria>>,
    }

    /// `EvaluationWindow.WallClockWindow` of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmEvaluationWindowWallClockWindow {
        #[serde(rename = "Timezone")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timezone: Option<Output<String>>,
    }

    /// `EvaluationWindow` of `aws:cloudwatch:Alarm`. The evaluation window that the alarm uses to select the range of metric data that it evaluates. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmEvaluationWindow {
        #[serde(rename = "SlidingWindow")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sliding_window: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "WallClockWindow")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub wall_clock_window: Option<Output<AlarmEvaluationWindowWallClockWindow>>,
    }

    /// `Metrics[*].MetricStat.Metric` of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmMetricsItemMetricStatMetric {
        #[serde(rename = "Dimensions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dimensions: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        #[serde(rename = "MetricName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metric_name: Option<Output<String>>,
        #[serde(rename = "Namespace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub namespace: Option<Output<String>>,
    }

    /// The values `Metrics[*].MetricStat.Unit` of `aws:cloudwatch:Alarm` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AlarmMetricsItemMetricStatUnit {
        #[serde(rename = "Bits")]
        Bits,
        #[serde(rename = "Bits/Second")]
        BitsSecond,
        #[serde(rename = "Bytes")]
        Bytes,
        #[serde(rename = "Bytes/Second")]
        BytesSecond,
        #[serde(rename = "Count")]
        Count,
        #[serde(rename = "Count/Second")]
        CountSecond,
        #[serde(rename = "Gigabits")]
        Gigabits,
        #[serde(rename = "Gigabits/Second")]
        GigabitsSecond,
        #[serde(rename = "Gigabytes")]
        Gigabytes,
        #[serde(rename = "Gigabytes/Second")]
        GigabytesSecond,
        #[serde(rename = "Kilobits")]
        Kilobits,
        #[serde(rename = "Kilobits/Second")]
        KilobitsSecond,
        #[serde(rename = "Kilobytes")]
        Kilobytes,
        #[serde(rename = "Kilobytes/Second")]
        KilobytesSecond,
        #[serde(rename = "Megabits")]
        Megabits,
        #[serde(rename = "Megabits/Second")]
        MegabitsSecond,
        #[serde(rename = "Megabytes")]
        Megabytes,
        #[serde(rename = "Megabytes/Second")]
        MegabytesSecond,
        #[serde(rename = "Microseconds")]
        Microseconds,
        #[serde(rename = "Milliseconds")]
        Milliseconds,
        #[serde(rename = "None")]
        None,
        #[serde(rename = "Percent")]
        Percent,
        #[serde(rename = "Seconds")]
        Seconds,
        #[serde(rename = "Terabits")]
        Terabits,
        #[serde(rename = "Terabits/Second")]
        TerabitsSecond,
        #[serde(rename = "Terabytes")]
        Terabytes,
        #[serde(rename = "Terabytes/Second")]
        TerabytesSecond,
    }

    /// `Metrics[*].MetricStat` of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Clone)]
    pub struct AlarmMetricsItemMetricStat {
        /// Required.
        #[serde(rename = "Metric")]
        pub metric: Output<AlarmMetricsItemMetricStatMetric>,
        /// Required.
        #[serde(rename = "Period")]
        pub period: Output<i64>,
        /// Required.
        #[serde(rename = "Stat")]
        pub stat: Output<String>,
        #[serde(rename = "Unit")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub unit: Option<Output<AlarmMetricsItemMetricStatUnit>>,
    }

    /// `Metrics[*]` of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Clone)]
    pub struct AlarmMetricsItem {
        #[serde(rename = "AccountId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub account_id: Option<Output<String>>,
        #[serde(rename = "Expression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub expression: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        #[serde(rename = "Label")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub label: Option<Output<String>>,
        #[serde(rename = "MetricStat")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metric_stat: Option<Output<AlarmMetricsItemMetricStat>>,
        #[serde(rename = "Period")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub period: Option<Output<i64>>,
        #[serde(rename = "ReturnData")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub return_data: Option<Output<bool>>,
    }

    /// The values `Statistic` of `aws:cloudwatch:Alarm` may take. The statistic for the metric associated with the alarm, other than percentile.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AlarmStatistic {
        #[serde(rename = "Average")]
        Average,
        #[serde(rename = "Maximum")]
        Maximum,
        #[serde(rename = "Minimum")]
        Minimum,
        #[serde(rename = "SampleCount")]
        SampleCount,
        #[serde(rename = "Sum")]
        Sum,
    }

    /// `Tags[*]` of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Clone)]
    pub struct AlarmTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The values `TreatMissingData` of `aws:cloudwatch:Alarm` may take. Sets how this alarm is to handle missing data points.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AlarmTreatMissingData {
        #[serde(rename = "breaching")]
        Breaching,
        #[serde(rename = "ignore")]
        Ignore,
        #[serde(rename = "missing")]
        Missing,
        #[serde(rename = "notBreaching")]
        NotBreaching,
    }

    /// The values `Unit` of `aws:cloudwatch:Alarm` may take. The unit of the metric associated with the alarm.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AlarmUnit {
        #[serde(rename = "Bits")]
        Bits,
        #[serde(rename = "Bits/Second")]
        BitsSecond,
        #[serde(rename = "Bytes")]
        Bytes,
        #[serde(rename = "Bytes/Second")]
        BytesSecond,
        #[serde(rename = "Count")]
        Count,
        #[serde(rename = "Count/Second")]
        CountSecond,
        #[serde(rename = "Gigabits")]
        Gigabits,
        #[serde(rename = "Gigabits/Second")]
        GigabitsSecond,
        #[serde(rename = "Gigabytes")]
        Gigabytes,
        #[serde(rename = "Gigabytes/Second")]
        GigabytesSecond,
        #[serde(rename = "Kilobits")]
        Kilobits,
        #[serde(rename = "Kilobits/Second")]
        KilobitsSecond,
        #[serde(rename = "Kilobytes")]
        Kilobytes,
        #[serde(rename = "Kilobytes/Second")]
        KilobytesSecond,
        #[serde(rename = "Megabits")]
        Megabits,
        #[serde(rename = "Megabits/Second")]
        MegabitsSecond,
        #[serde(rename = "Megabytes")]
        Megabytes,
        #[serde(rename = "Megabytes/Second")]
        MegabytesSecond,
        #[serde(rename = "Microseconds")]
        Microseconds,
        #[serde(rename = "Milliseconds")]
        Milliseconds,
        #[serde(rename = "None")]
        None,
        #[serde(rename = "Percent")]
        Percent,
        #[serde(rename = "Seconds")]
        Seconds,
        #[serde(rename = "Terabits")]
        Terabits,
        #[serde(rename = "Terabits/Second")]
        TerabitsSecond,
        #[serde(rename = "Terabytes")]
        Terabytes,
        #[serde(rename = "Terabytes/Second")]
        TerabytesSecond,
    }

    /// `WarmUpConfiguration` of `aws:cloudwatch:Alarm`. The warm-up configuration for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmWarmUpConfiguration {
        #[serde(rename = "OnlyStartEvaluatingAfterWarmUpPeriodEnds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub only_start_evaluating_after_warm_up_period_ends: Option<Output<bool>>,
        #[serde(rename = "WarmUpPeriodDurationInMinutes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub warm_up_period_duration_in_minutes: Option<Output<i64>>,
    }

    /// The inputs of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmArgs {
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ActionConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub action_configuration: Option<Output<AlarmActionConfiguration>>,
        /// Indicates whether actions should be executed during any changes to the alarm state.
        ///
        /// Default: `true`.
        #[serde(rename = "ActionsEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub actions_enabled: Option<Output<bool>>,
        /// The list of actions to execute when this alarm transitions into an ALARM state from any other state.
        #[serde(rename = "AlarmActions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alarm_actions: Option<Output<Vec<String>>>,
        /// The description of the alarm.
        #[serde(rename = "AlarmDescription")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alarm_description: Option<Output<String>>,
        /// The name of the alarm.
        ///
        /// A change replaces the resource.
        #[serde(rename = "AlarmName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alarm_name: Option<Output<String>>,
        /// The arithmetic operation to use when comparing the specified statistic and threshold.
        #[serde(rename = "ComparisonOperator")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub comparison_operator: Option<Output<AlarmComparisonOperator>>,
        /// The number of datapoints that must be breaching to trigger the alarm.
        #[serde(rename = "DatapointsToAlarm")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub datapoints_to_alarm: Option<Output<i64>>,
        /// The dimensions for the metric associated with the alarm.
        #[serde(rename = "Dimensions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dimensions: Option<Output<Vec<AlarmDimensionsItem>>>,
        /// Used only for alarms based on percentiles. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EvaluateLowSampleCountPercentile")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub evaluate_low_sample_count_percentile: Option<Output<String>>,
        /// The evaluation criteria for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EvaluationCriteria")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub evaluation_criteria: Option<Output<AlarmEvaluationCriteria>>,
        /// The frequency, in seconds, at which the alarm is evaluated. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EvaluationInterval")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub evaluation_interval: Option<Output<i64>>,
        /// The number of periods over which data is compared to the specified threshold.
        #[serde(rename = "EvaluationPeriods")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub evaluation_periods: Option<Output<i64>>,
        /// The evaluation window that the alarm uses to select the range of metric data that it evaluates. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EvaluationWindow")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub evaluation_window: Option<Output<AlarmEvaluationWindow>>,
        /// The percentile statistic for the metric associated with the alarm.
        #[serde(rename = "ExtendedStatistic")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub extended_statistic: Option<Output<String>>,
        /// The actions to execute when this alarm transitions to the `INSUFFICIENT_DATA` state from any other state.
        #[serde(rename = "InsufficientDataActions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub insufficient_data_actions: Option<Output<Vec<String>>>,
        /// The name of the metric associated with the alarm.
        #[serde(rename = "MetricName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metric_name: Option<Output<String>>,
        /// An array that enables you to create an alarm based on the result of a metric math expression. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Metrics")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metrics: Option<Output<Vec<AlarmMetricsItem>>>,
        /// The namespace of the metric associated with the alarm.
        #[serde(rename = "Namespace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub namespace: Option<Output<String>>,
        /// The actions to execute when this alarm transitions to the `OK` state from any other state.
        #[serde(rename = "OKActions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ok_actions: Option<Output<Vec<String>>>,
        /// The period, in seconds, over which the statistic is applied.
        #[serde(rename = "Period")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub period: Option<Output<i64>>,
        /// The statistic for the metric associated with the alarm, other than percentile.
        #[serde(rename = "Statistic")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub statistic: Option<Output<AlarmStatistic>>,
        /// A list of key-value pairs to associate with the alarm.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<AlarmTagsItem>>>,
        /// The value to compare with the specified statistic.
        #[serde(rename = "Threshold")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub threshold: Option<Output<f64>>,
        /// In an alarm based on an anomaly detection model, this is the ID of the `ANOMALY_DETECTION_BAND` function used as the threshold for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ThresholdMetricId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub threshold_metric_id: Option<Output<String>>,
        /// Sets how this alarm is to handle missing data points.
        ///
        /// Default: `"missing"`.
        #[serde(rename = "TreatMissingData")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub treat_missing_data: Option<Output<AlarmTreatMissingData>>,
        /// The unit of the metric associated with the alarm.
        #[serde(rename = "Unit")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub unit: Option<Output<AlarmUnit>>,
        /// The warm-up configuration for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "WarmUpConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub warm_up_configuration: Option<Output<AlarmWarmUpConfiguration>>,
    }

    /// `aws:cloudwatch:Alarm`: The `AWS::CloudWatch::Alarm` type specifies an alarm and associates it with the specified metric or metric math expression.
    #[derive(Clone, Debug)]
    pub struct Alarm(pub Resource);

    impl Alarm {
        /// Declare it, with default options.
        pub fn new(name: &str, args: AlarmArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: AlarmArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:cloudwatch:Alarm", name, &args, options)?))
        }

        /// Output `AlarmName`.
        pub fn alarm_name(&self) -> Output<String> {
            self.0.output("AlarmName")
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }
    }
}

/// `aws:dynamodb:*` resources.
pub mod dynamodb {
    use super::*;

    /// `AttributeDefinitions[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableAttributeDefinitionsItem {
        /// Required.
        #[serde(rename = "AttributeName")]
        pub attribute_name: Output<String>,
        /// S, N or B
        ///
        /// Required.
        #[serde(rename = "AttributeType")]
        pub attribute_type: Output<String>,
    }

    /// The values `BillingMode` of `aws:dynamodb:Table` may take. PAY_PER_REQUEST (default) or PROVISIONED
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableBillingMode {
        #[serde(rename = "PAY_PER_REQUEST")]
        PayPerRequest,
        #[serde(rename = "PROVISIONED")]
        Provisioned,
    }

    /// The values `ContributorInsightsSpecification.Mode` of `aws:dynamodb:Table` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableContributorInsightsSpecificationMode {
        #[serde(rename = "ACCESSED_AND_THROTTLED_KEYS")]
        AccessedAndThrottledKeys,
        #[serde(rename = "THROTTLED_KEYS")]
        ThrottledKeys,
    }

    /// `ContributorInsightsSpecification` of `aws:dynamodb:Table`. The settings used to specify whether to enable CloudWatch Contributor Insights for the table and define which events to monitor. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct TableContributorInsightsSpecification {
        /// Required.
        #[serde(rename = "Enabled")]
        pub enabled: Output<bool>,
        #[serde(rename = "Mode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mode: Option<Output<TableContributorInsightsSpecificationMode>>,
    }

    /// `GlobalSecondaryIndexes[*].KeySchema[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableGlobalSecondaryIndexesItemKeySchemaItem {
        /// Required.
        #[serde(rename = "AttributeName")]
        pub attribute_name: Output<String>,
        /// HASH or RANGE
        ///
        /// Required.
        #[serde(rename = "KeyType")]
        pub key_type: Output<String>,
    }

    /// `GlobalSecondaryIndexes[*].Projection` of `aws:dynamodb:Table`.
    #[derive(Serialize, Default, Clone)]
    pub struct TableGlobalSecondaryIndexesItemProjection {
        #[serde(rename = "NonKeyAttributes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub non_key_attributes: Option<Output<Vec<String>>>,
        /// ALL, KEYS_ONLY or INCLUDE
        #[serde(rename = "ProjectionType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub projection_type: Option<Output<String>>,
    }

    /// `GlobalSecondaryIndexes[*].ProvisionedThroughput` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableGlobalSecondaryIndexesItemProvisionedThroughput {
        /// Required.
        #[serde(rename = "ReadCapacityUnits")]
        pub read_capacity_units: Output<i64>,
        /// Required.
        #[serde(rename = "WriteCapacityUnits")]
        pub write_capacity_units: Output<i64>,
    }

    /// `GlobalSecondaryIndexes[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableGlobalSecondaryIndexesItem {
        /// Required.
        #[serde(rename = "IndexName")]
        pub index_name: Output<String>,
        #[serde(rename = "KeySchema")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_schema: Option<Output<Vec<TableGlobalSecondaryIndexesItemKeySchemaItem>>>,
        #[serde(rename = "Projection")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub projection: Option<Output<TableGlobalSecondaryIndexesItemProjection>>,
        #[serde(rename = "ProvisionedThroughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub provisioned_throughput: Option<Output<TableGlobalSecondaryIndexesItemProvisionedThroughput>>,
    }

    /// `ImportSourceSpecification.InputFormatOptions.Csv` of `aws:dynamodb:Table`.
    #[derive(Serialize, Default, Clone)]
    pub struct TableImportSourceSpecificationInputFormatOptionsCsv {
        #[serde(rename = "Delimiter")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub delimiter: Option<Output<String>>,
        #[serde(rename = "HeaderList")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub header_list: Option<Output<Vec<String>>>,
    }

    /// `ImportSourceSpecification.InputFormatOptions` of `aws:dynamodb:Table`.
    #[derive(Serialize, Default, Clone)]
    pub struct TableImportSourceSpecificationInputFormatOptions {
        #[serde(rename = "Csv")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub csv: Option<Output<TableImportSourceSpecificationInputFormatOptionsCsv>>,
    }

    /// `ImportSourceSpecification.S3BucketSource` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableImportSourceSpecificationS3BucketSource {
        /// Required.
        #[serde(rename = "S3Bucket")]
        pub s3_bucket: Output<String>,
        #[serde(rename = "S3BucketOwner")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_bucket_owner: Option<Output<String>>,
        #[serde(rename = "S3KeyPrefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_key_prefix: Option<Output<String>>,
    }

    /// `ImportSourceSpecification` of `aws:dynamodb:Table`. Specifies the properties of data being imported from the S3 bucket source to the" table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct TableImportSourceSpecification {
        #[serde(rename = "InputCompressionType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub input_compression_type: Option<Output<String>>,
        /// Required.
        #[serde(rename = "InputFormat")]
        pub input_format: Output<String>,
        #[serde(rename = "InputFormatOptions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub input_format_options: Option<Output<TableImportSourceSpecificationInputFormatOptions>>,
        /// Required.
        #[serde(rename = "S3BucketSource")]
        pub s3_bucket_source: Output<TableImportSourceSpecificationS3BucketSource>,
    }

    /// `KeySchema[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableKeySchemaItem {
        /// Required.
        #[serde(rename = "AttributeName")]
        pub attribute_name: Output<String>,
        /// HASH or RANGE
        ///
        /// Required.
        #[serde(rename = "KeyType")]
        pub key_type: Output<String>,
    }

    /// The values `KinesisStreamSpecification.ApproximateCreationDateTimePrecision` of `aws:dynamodb:Table` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableKinesisStreamSpecificationApproximateCreationDateTimePrecision {
        #[serde(rename = "MICROSECOND")]
        Microsecond,
        #[serde(rename = "MILLISECOND")]
        Millisecond,
    }

    /// `KinesisStreamSpecification` of `aws:dynamodb:Table`. The Kinesis Data Streams configuration for the specified table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct TableKinesisStreamSpecification {
        #[serde(rename = "ApproximateCreationDateTimePrecision")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub approximate_creation_date_time_precision: Option<Output<TableKinesisStreamSpecificationApproximateCreationDateTimePrecision>>,
        /// Required.
        #[serde(rename = "StreamArn")]
        pub stream_arn: Output<String>,
    }

    /// `LocalSecondaryIndexes[*].KeySchema[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableLocalSecondaryIndexesItemKeySchemaItem {
        /// Required.
        #[serde(rename = "AttributeName")]
        pub attribute_name: Output<String>,
        /// Required.
        #[serde(rename = "KeyType")]
        pub key_type: Output<String>,
    }

    /// The values `LocalSecondaryIndexes[*].Projection.ProjectionType` of `aws:dynamodb:Table` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableLocalSecondaryIndexesItemProjectionProjectionType {
        #[serde(rename = "ALL")]
        All,
        #[serde(rename = "INCLUDE")]
        Include,
        #[serde(rename = "KEYS_ONLY")]
        KeysOnly,
    }

    /// `LocalSecondaryIndexes[*].Projection` of `aws:dynamodb:Table`.
    #[derive(Serialize, Default, Clone)]
    pub struct TableLocalSecondaryIndexesItemProjection {
        #[serde(rename = "NonKeyAttributes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub non_key_attributes: Option<Output<Vec<String>>>,
        #[serde(rename = "ProjectionType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub projection_type: Option<Output<TableLocalSecondaryIndexesItemProjectionProjectionType>>,
    }

    /// `LocalSecondaryIndexes[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableLocalSecondaryIndexesItem {
        /// Required.
        #[serde(rename = "IndexName")]
        pub index_name: Output<String>,
        /// Required.
        #[serde(rename = "KeySchema")]
        pub key_schema: Output<Vec<TableLocalSecondaryIndexesItemKeySchemaItem>>,
        /// Required.
        #[serde(rename = "Projection")]
        pub projection: Output<TableLocalSecondaryIndexesItemProjection>,
    }

    /// `OnDemandThroughput` of `aws:dynamodb:Table`. Sets the maximum number of read and write units for the specified on-demand table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct TableOnDemandThroughput {
        #[serde(rename = "MaxReadRequestUnits")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_read_request_units: Option<Output<i64>>,
        #[serde(rename = "MaxWriteRequestUnits")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_write_request_units: Option<Output<i64>>,
    }

    /// `PointInTimeRecoverySpecification` of `aws:dynamodb:Table`. The settings used to enable point in time recovery. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct TablePointInTimeRecoverySpecification {
        #[serde(rename = "PointInTimeRecoveryEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub point_in_time_recovery_enabled: Option<Output<bool>>,
        #[serde(rename = "RecoveryPeriodInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub recovery_period_in_days: Option<Output<i64>>,
    }

    /// `ProvisionedThroughput` of `aws:dynamodb:Table`. {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED
    #[derive(Serialize, Clone)]
    pub struct TableProvisionedThroughput {
        /// Required.
        #[serde(rename = "ReadCapacityUnits")]
        pub read_capacity_units: Output<i64>,
        /// Required.
        #[serde(rename = "WriteCapacityUnits")]
        pub write_capacity_units: Output<i64>,
    }

    /// `ResourcePolicy` of `aws:dynamodb:Table`. An AWS resource-based policy document in JSON format that will be attached to the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct TableResourcePolicy {
        /// Required.
        #[serde(rename = "PolicyDocument")]
        pub policy_document: Output<serde_json::Value>,
    }

    /// The values `SSESpecification.SSEType` of `aws:dynamodb:Table` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableSSESpecificationSSEType {
        #[serde(rename = "KMS")]
        Kms,
    }

    /// `SSESpecification` of `aws:dynamodb:Table`. Specifies the settings to enable server-side encryption. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct TableSSESpecification {
        #[serde(rename = "KMSMasterKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_master_key_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "SSEEnabled")]
        pub sse_enabled: Output<bool>,
        #[serde(rename = "SSEType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sse_type: Option<Output<TableSSESpecificationSSEType>>,
    }

    /// The values `StreamSpecification.StreamViewType` of `aws:dynamodb:Table` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableStreamSpecificationStreamViewType {
        #[serde(rename = "KEYS_ONLY")]
        KeysOnly,
        #[serde(rename = "NEW_IMAGE")]
        NewImage,
        #[serde(rename = "OLD_IMAGE")]
        OldImage,
        #[serde(rename = "NEW_AND_OLD_IMAGES")]
        NewAndOldImages,
    }

    /// `StreamSpecification` of `aws:dynamodb:Table`. {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn)
    #[derive(Serialize, Clone)]
    pub struct TableStreamSpecification {
        /// Required.
        #[serde(rename = "StreamViewType")]
        pub stream_view_type: Output<TableStreamSpecificationStreamViewType>,
    }

    /// The values `TableClass` of `aws:dynamodb:Table` may take. The table class of the new table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableTableClass {
        #[serde(rename = "STANDARD")]
        Standard,
        #[serde(rename = "STANDARD_INFREQUENT_ACCESS")]
        StandardInfrequentAccess,
    }

    /// `Tags[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// `TimeToLiveSpecification` of `aws:dynamodb:Table`. {"AttributeName": N, "Enabled": true}
    #[derive(Serialize, Clone)]
    pub struct TableTimeToLiveSpecification {
        #[serde(rename = "AttributeName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub attribute_name: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Enabled")]
        pub enabled: Output<bool>,
    }

    /// The values `VectorIndexes[*].DistanceFunction` of `aws:dynamodb:Table` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableVectorIndexesItemDistanceFunction {
        #[serde(rename = "COSINE")]
        Cosine,
        #[serde(rename = "DOT_PRODUCT")]
        DotProduct,
        #[serde(rename = "EUCLIDEAN")]
        Euclidean,
    }

    /// The values `VectorIndexes[*].Projection.ProjectionType` of `aws:dynamodb:Table` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableVectorIndexesItemProjectionProjectionType {
        #[serde(rename = "ALL")]
        All,
        #[serde(rename = "INCLUDE")]
        Include,
        #[serde(rename = "KEYS_ONLY")]
        KeysOnly,
    }

    /// `VectorIndexes[*].Projection` of `aws:dynamodb:Table`.
    #[derive(Serialize, Default, Clone)]
    pub struct TableVectorIndexesItemProjection {
        #[serde(rename = "NonKeyAttributes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub non_key_attributes: Option<Output<Vec<String>>>,
        #[serde(rename = "ProjectionType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub projection_type: Option<Output<TableVectorIndexesItemProjectionProjectionType>>,
    }

    /// The values `VectorIndexes[*].SearchSchema[*].SearchSchemaElementType` of `aws:dynamodb:Table` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TableVectorIndexesItemSearchSchemaItemSearchSchemaElementType {
        #[serde(rename = "HASH")]
        Hash,
        #[serde(rename = "INLINE_FILTER")]
        InlineFilter,
    }

    /// `VectorIndexes[*].SearchSchema[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableVectorIndexesItemSearchSchemaItem {
        /// Required.
        #[serde(rename = "AttributeName")]
        pub attribute_name: Output<String>,
        /// Required.
        #[serde(rename = "SearchSchemaElementType")]
        pub search_schema_element_type: Output<TableVectorIndexesItemSearchSchemaItemSearchSchemaElementType>,
    }

    /// `VectorIndexes[*].VectorAttribute` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableVectorIndexesItemVectorAttribute {
        /// Required.
        #[serde(rename = "AttributeName")]
        pub attribute_name: Output<String>,
    }

    /// `VectorIndexes[*]` of `aws:dynamodb:Table`.
    #[derive(Serialize, Clone)]
    pub struct TableVectorIndexesItem {
        /// Required.
        #[serde(rename = "Dimensions")]
        pub dimensions: Output<i64>,
        /// Required.
        #[serde(rename = "DistanceFunction")]
        pub distance_function: Output<TableVectorIndexesItemDistanceFunction>,
        /// Required.
        #[serde(rename = "IndexName")]
        pub index_name: Output<String>,
        /// Required.
        #[serde(rename = "Projection")]
        pub projection: Output<TableVectorIndexesItemProjection>,
        #[serde(rename = "SearchSchema")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub search_schema: Option<Output<Vec<TableVectorIndexesItemSearchSchemaItem>>>,
        /// Required.
        #[serde(rename = "VectorAttribute")]
        pub vector_attribute: Output<TableVectorIndexesItemVectorAttribute>,
    }

    /// `WarmThroughput` of `aws:dynamodb:Table`. Represents the warm throughput (in read units per second and write units per second) for creating a table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct TableWarmThroughput {
        #[serde(rename = "ReadUnitsPerSecond")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub read_units_per_second: Option<Output<i64>>,
        #[serde(rename = "WriteUnitsPerSecond")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub write_units_per_second: Option<Output<i64>>,
    }

    /// The inputs of `aws:dynamodb:Table`.
    #[derive(Serialize, Default, Clone)]
    pub struct TableArgs {
        /// [{"AttributeName": N, "AttributeType": "S" | "N" | "B"}]
        ///
        /// Required.
        #[serde(rename = "AttributeDefinitions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub attribute_definitions: Option<Output<Vec<TableAttributeDefinitionsItem>>>,
        /// PAY_PER_REQUEST (default) or PROVISIONED
        ///
        /// Default: `"PAY_PER_REQUEST"`.
        #[serde(rename = "BillingMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub billing_mode: Option<Output<TableBillingMode>>,
        /// The settings used to specify whether to enable CloudWatch Contributor Insights for the table and define which events to monitor. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ContributorInsightsSpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub contributor_insights_specification: Option<Output<TableContributorInsightsSpecification>>,
        /// Determines if a table is protected from deletion. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeletionProtectionEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deletion_protection_enabled: Option<Output<bool>>,
        /// [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again)
        #[serde(rename = "GlobalSecondaryIndexes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub global_secondary_indexes: Option<Output<Vec<TableGlobalSecondaryIndexesItem>>>,
        /// Specifies the properties of data being imported from the S3 bucket source to the" table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "ImportSourceSpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub import_source_specification: Option<Output<TableImportSourceSpecification>>,
        /// [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "KeySchema")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_schema: Option<Output<Vec<TableKeySchemaItem>>>,
        /// The Kinesis Data Streams configuration for the specified table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "KinesisStreamSpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kinesis_stream_specification: Option<Output<TableKinesisStreamSpecification>>,
        /// Local secondary indexes to be created on the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LocalSecondaryIndexes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub local_secondary_indexes: Option<Output<Vec<TableLocalSecondaryIndexesItem>>>,
        /// Sets the maximum number of read and write units for the specified on-demand table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "OnDemandThroughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub on_demand_throughput: Option<Output<TableOnDemandThroughput>>,
        /// The settings used to enable point in time recovery. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PointInTimeRecoverySpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub point_in_time_recovery_specification: Option<Output<TablePointInTimeRecoverySpecification>>,
        /// {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED
        #[serde(rename = "ProvisionedThroughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub provisioned_throughput: Option<Output<TableProvisionedThroughput>>,
        /// An AWS resource-based policy document in JSON format that will be attached to the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ResourcePolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub resource_policy: Option<Output<TableResourcePolicy>>,
        /// Specifies the settings to enable server-side encryption. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SSESpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sse_specification: Option<Output<TableSSESpecification>>,
        /// {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn)
        #[serde(rename = "StreamSpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub stream_specification: Option<Output<TableStreamSpecification>>,
        /// The table class of the new table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TableClass")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_class: Option<Output<TableTableClass>>,
        /// By default the resource's name and a suffix.
        ///
        /// A change replaces the resource.
        #[serde(rename = "TableName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_name: Option<Output<String>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<TableTagsItem>>>,
        /// {"AttributeName": N, "Enabled": true}
        #[serde(rename = "TimeToLiveSpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub time_to_live_specification: Option<Output<TableTimeToLiveSpecification>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "VectorIndexes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vector_indexes: Option<Output<Vec<TableVectorIndexesItem>>>,
        /// Represents the warm throughput (in read units per second and write units per second) for creating a table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "WarmThroughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub warm_throughput: Option<Output<TableWarmThroughput>>,
    }

    /// `aws:dynamodb:Table`: A DynamoDB table (AWS::DynamoDB::Table).
    #[derive(Clone, Debug)]
    pub struct Table(pub Resource);

    impl Table {
        /// Declare it, with default options.
        pub fn new(name: &str, args: TableArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: TableArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:dynamodb:Table", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Only with a StreamSpecification.
        pub fn stream_arn(&self) -> Output<String> {
            self.0.output("StreamArn")
        }

        /// Output `TableName`.
        /// The resource's id.
        pub fn table_name(&self) -> Output<String> {
            self.0.output("TableName")
        }
    }
}

/// `aws:ec2:*` resources.
pub mod ec2 {
    use super::*;

    /// `Tags[*]` of `aws:ec2:InternetGateway`.
    #[derive(Serialize, Clone)]
    pub struct InternetGatewayTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:ec2:InternetGateway`.
    #[derive(Serialize, Default, Clone)]
    pub struct InternetGatewayArgs {
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<InternetGatewayTagsItem>>>,
    }

    /// `aws:ec2:InternetGateway`: An internet gateway (AWS::EC2::InternetGateway); attach it with aws:ec2:VPCGatewayAttachment.
    #[derive(Clone, Debug)]
    pub struct InternetGateway(pub Resource);

    impl InternetGateway {
        /// Declare it, with default options.
        pub fn new(name: &str, args: InternetGatewayArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: InternetGatewayArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ec2:InternetGateway", name, &args, options)?))
        }

        /// Output `InternetGatewayId`.
        /// The resource's id.
        pub fn internet_gateway_id(&self) -> Output<String> {
            self.0.output("InternetGatewayId")
        }
    }

    /// The inputs of `aws:ec2:Route`.
    #[derive(Serialize, Default, Clone)]
    pub struct RouteArgs {
        /// The ID of the carrier gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CarrierGatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub carrier_gateway_id: Option<Output<String>>,
        /// The Amazon Resource Name (ARN) of the core network. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CoreNetworkArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub core_network_arn: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "DestinationCidrBlock")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_cidr_block: Option<Output<String>>,
        /// The IPv6 CIDR block used for the destination match. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "DestinationIpv6CidrBlock")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_ipv6_cidr_block: Option<Output<String>>,
        /// The ID of a prefix list used for the destination match. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "DestinationPrefixListId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_prefix_list_id: Option<Output<String>>,
        /// [IPv6 traffic only] The ID of an egress-only internet gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EgressOnlyInternetGatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub egress_only_internet_gateway_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "GatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub gateway_id: Option<Output<String>>,
        /// The ID of a NAT instance in your VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "InstanceId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub instance_id: Option<Output<String>>,
        /// The ID of the local gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LocalGatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub local_gateway_id: Option<Output<String>>,
        /// [IPv4 traffic only] The ID of a NAT gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "NatGatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub nat_gateway_id: Option<Output<String>>,
        /// The ID of a network interface. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "NetworkInterfaceId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub network_interface_id: Option<Output<String>>,
        /// The Amazon Resource Name (ARN) of the ODB network. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "OdbNetworkArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub odb_network_arn: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "RouteTableId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_table_id: Option<Output<String>>,
        /// The ID of a transit gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TransitGatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transit_gateway_id: Option<Output<String>>,
        /// The ID of a VPC endpoint. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "VpcEndpointId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_endpoint_id: Option<Output<String>>,
        /// The ID of a VPC peering connection. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "VpcPeeringConnectionId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_peering_connection_id: Option<Output<String>>,
    }

    /// `aws:ec2:Route`: A route in a route table (AWS::EC2::Route), to an internet gateway.
    #[derive(Clone, Debug)]
    pub struct Route(pub Resource);

    impl Route {
        /// Declare it, with default options.
        pub fn new(name: &str, args: RouteArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: RouteArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ec2:Route", name, &args, options)?))
        }

        /// Its destination (DestinationCidrBlock).
        pub fn cidr_block(&self) -> Output<String> {
            self.0.output("CidrBlock")
        }
    }

    /// `Tags[*]` of `aws:ec2:RouteTable`.
    #[derive(Serialize, Clone)]
    pub struct RouteTableTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:ec2:RouteTable`.
    #[derive(Serialize, Default, Clone)]
    pub struct RouteTableArgs {
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<RouteTableTagsItem>>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "VpcId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_id: Option<Output<String>>,
    }

    /// `aws:ec2:RouteTable`: A route table of a VPC (AWS::EC2::RouteTable).
    #[derive(Clone, Debug)]
    pub struct RouteTable(pub Resource);

    impl RouteTable {
        /// Declare it, with default options.
        pub fn new(name: &str, args: RouteTableArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: RouteTableArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ec2:RouteTable", name, &args, options)?))
        }

        /// Output `RouteTableId`.
        /// The resource's id.
        pub fn route_table_id(&self) -> Output<String> {
            self.0.output("RouteTableId")
        }
    }

    /// `SecurityGroupEgress[*]` of `aws:ec2:SecurityGroup`.
    #[derive(Serialize, Clone)]
    pub struct SecurityGroupSecurityGroupEgressItem {
        #[serde(rename = "CidrIp")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_ip: Option<Output<String>>,
        #[serde(rename = "CidrIpv6")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_ipv6: Option<Output<String>>,
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        #[serde(rename = "DestinationPrefixListId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_prefix_list_id: Option<Output<String>>,
        #[serde(rename = "DestinationSecurityGroupId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_security_group_id: Option<Output<String>>,
        #[serde(rename = "FromPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub from_port: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "IpProtocol")]
        pub ip_protocol: Output<String>,
        #[serde(rename = "ToPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub to_port: Option<Output<i64>>,
    }

    /// `SecurityGroupIngress[*]` of `aws:ec2:SecurityGroup`.
    #[derive(Serialize, Clone)]
    pub struct SecurityGroupSecurityGroupIngressItem {
        #[serde(rename = "CidrIp")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_ip: Option<Output<String>>,
        #[serde(rename = "CidrIpv6")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_ipv6: Option<Output<String>>,
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        #[serde(rename = "FromPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub from_port: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "IpProtocol")]
        pub ip_protocol: Output<String>,
        #[serde(rename = "SourcePrefixListId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_prefix_list_id: Option<Output<String>>,
        #[serde(rename = "SourceSecurityGroupId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_security_group_id: Option<Output<String>>,
        #[serde(rename = "SourceSecurityGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_security_group_name: Option<Output<String>>,
        #[serde(rename = "SourceSecurityGroupOwnerId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_security_group_owner_id: Option<Output<String>>,
        #[serde(rename = "ToPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub to_port: Option<Output<i64>>,
    }

    /// `Tags[*]` of `aws:ec2:SecurityGroup`.
    #[derive(Serialize, Clone)]
    pub struct SecurityGroupTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:ec2:SecurityGroup`.
    #[derive(Serialize, Default, Clone)]
    pub struct SecurityGroupArgs {
        /// Required. A change replaces the resource.
        #[serde(rename = "GroupDescription")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub group_description: Option<Output<String>>,
        /// By default the resource's name and a suffix.
        ///
        /// A change replaces the resource.
        #[serde(rename = "GroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub group_name: Option<Output<String>>,
        /// As SecurityGroupIngress (IpProtocol "-1": all traffic); replaces the default rule, which allows all traffic out.
        #[serde(rename = "SecurityGroupEgress")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub security_group_egress: Option<Output<Vec<SecurityGroupSecurityGroupEgressItem>>>,
        /// [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}]
        #[serde(rename = "SecurityGroupIngress")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub security_group_ingress: Option<Output<Vec<SecurityGroupSecurityGroupIngressItem>>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<SecurityGroupTagsItem>>>,
        /// A change replaces the resource.
        #[serde(rename = "VpcId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_id: Option<Output<String>>,
    }

    /// `aws:ec2:SecurityGroup`: A security group (AWS::EC2::SecurityGroup) with ingress and egress rules, changed in place. Without SecurityGroupEgress, egress is AWS's default (all traffic out); with it, exactly the rules given.
    #[derive(Clone, Debug)]
    pub struct SecurityGroup(pub Resource);

    impl SecurityGroup {
        /// Declare it, with default options.
        pub fn new(name: &str, args: SecurityGroupArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: SecurityGroupArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ec2:SecurityGroup", name, &args, options)?))
        }

        /// Output `GroupId`.
        /// The resource's id.
        pub fn group_id(&self) -> Output<String> {
            self.0.output("GroupId")
        }

        /// Output `Id`.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }
    }

    /// `PrivateDnsNameOptionsOnLaunch` of `aws:ec2:Subnet`. The hostname type for EC2 instances launched into this subnet and how DNS A and AAAA record queries to the instances should be handled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct SubnetPrivateDnsNameOptionsOnLaunch {
        #[serde(rename = "EnableResourceNameDnsAAAARecord")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_resource_name_dns_aaaa_record: Option<Output<bool>>,
        #[serde(rename = "EnableResourceNameDnsARecord")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_resource_name_dns_a_record: Option<Output<bool>>,
        #[serde(rename = "HostnameType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hostname_type: Option<Output<String>>,
    }

    /// `Tags[*]` of `aws:ec2:Subnet`.
    #[derive(Serialize, Clone)]
    pub struct SubnetTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:ec2:Subnet`.
    #[derive(Serialize, Default, Clone)]
    pub struct SubnetArgs {
        /// Indicates whether a network interface created in this subnet receives an IPv6 address. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AssignIpv6AddressOnCreation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub assign_ipv6_address_on_creation: Option<Output<bool>>,
        /// A change replaces the resource.
        #[serde(rename = "AvailabilityZone")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub availability_zone: Option<Output<String>>,
        /// The AZ ID of the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "AvailabilityZoneId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub availability_zone_id: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "CidrBlock")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_block: Option<Output<String>>,
        /// Indicates whether DNS queries made to the Amazon-provided DNS Resolver in this subnet should return synthetic IPv6 addresses for IPv4-only destinations. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnableDns64")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_dns64: Option<Output<bool>>,
        /// Indicates the device position for local network interfaces in this subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnableLniAtDeviceIndex")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_lni_at_device_index: Option<Output<i64>>,
        /// An IPv4 IPAM pool ID for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Ipv4IpamPoolId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv4_ipam_pool_id: Option<Output<String>>,
        /// An IPv4 netmask length for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Ipv4NetmaskLength")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv4_netmask_length: Option<Output<i64>>,
        /// The IPv6 CIDR block. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Ipv6CidrBlock")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv6_cidr_block: Option<Output<String>>,
        /// An IPv6 IPAM pool ID for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Ipv6IpamPoolId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv6_ipam_pool_id: Option<Output<String>>,
        /// Indicates whether this is an IPv6 only subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Ipv6Native")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv6_native: Option<Output<bool>>,
        /// An IPv6 netmask length for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Ipv6NetmaskLength")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv6_netmask_length: Option<Output<i64>>,
        #[serde(rename = "MapPublicIpOnLaunch")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub map_public_ip_on_launch: Option<Output<bool>>,
        /// The Amazon Resource Name (ARN) of the Outpost. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "OutpostArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub outpost_arn: Option<Output<String>>,
        /// The hostname type for EC2 instances launched into this subnet and how DNS A and AAAA record queries to the instances should be handled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PrivateDnsNameOptionsOnLaunch")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub private_dns_name_options_on_launch: Option<Output<SubnetPrivateDnsNameOptionsOnLaunch>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<SubnetTagsItem>>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "VpcId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_id: Option<Output<String>>,
    }

    /// `aws:ec2:Subnet`: A subnet of a VPC (AWS::EC2::Subnet).
    #[derive(Clone, Debug)]
    pub struct Subnet(pub Resource);

    impl Subnet {
        /// Declare it, with default options.
        pub fn new(name: &str, args: SubnetArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: SubnetArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ec2:Subnet", name, &args, options)?))
        }

        /// Output `AvailabilityZone`.
        pub fn availability_zone(&self) -> Output<String> {
            self.0.output("AvailabilityZone")
        }

        /// Output `Ipv6CidrBlocks`.
        pub fn ipv6_cidr_blocks(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("Ipv6CidrBlocks")
        }

        /// Output `NetworkAclAssociationId`.
        pub fn network_acl_association_id(&self) -> Output<String> {
            self.0.output("NetworkAclAssociationId")
        }

        /// Output `SubnetId`.
        /// The resource's id.
        pub fn subnet_id(&self) -> Output<String> {
            self.0.output("SubnetId")
        }
    }

    /// The inputs of `aws:ec2:SubnetRouteTableAssociation`.
    #[derive(Serialize, Default, Clone)]
    pub struct SubnetRouteTableAssociationArgs {
        /// Required. A change replaces the resource.
        #[serde(rename = "RouteTableId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_table_id: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "SubnetId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subnet_id: Option<Output<String>>,
    }

    /// `aws:ec2:SubnetRouteTableAssociation`: A subnet using a route table (AWS::EC2::SubnetRouteTableAssociation).
    #[derive(Clone, Debug)]
    pub struct SubnetRouteTableAssociation(pub Resource);

    impl SubnetRouteTableAssociation {
        /// Declare it, with default options.
        pub fn new(name: &str, args: SubnetRouteTableAssociationArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: SubnetRouteTableAssociationArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ec2:SubnetRouteTableAssociation", name, &args, options)?))
        }

        /// Output `AssociationId`.
        /// The resource's id.
        pub fn association_id(&self) -> Output<String> {
            self.0.output("AssociationId")
        }

        /// Output `Id`.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }
    }

    /// The values `InstanceTenancy` of `aws:ec2:VPC` may take. The allowed tenancy of instances launched into the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCInstanceTenancy {
        #[serde(rename = "dedicated")]
        Dedicated,
        #[serde(rename = "default")]
        Default,
        #[serde(rename = "host")]
        Host,
    }

    /// `Tags[*]` of `aws:ec2:VPC`.
    #[derive(Serialize, Clone)]
    pub struct VPCTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The values `VpcEncryptionControl.EgressOnlyInternetGatewayExclusion` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlEgressOnlyInternetGatewayExclusion {
        #[serde(rename = "enable")]
        Enable,
        #[serde(rename = "disable")]
        Disable,
    }

    /// The values `VpcEncryptionControl.ElasticFileSystemExclusion` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlElasticFileSystemExclusion {
        #[serde(rename = "enable")]
        Enable,
        #[serde(rename = "disable")]
        Disable,
    }

    /// The values `VpcEncryptionControl.InternetGatewayExclusion` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlInternetGatewayExclusion {
        #[serde(rename = "enable")]
        Enable,
        #[serde(rename = "disable")]
        Disable,
    }

    /// The values `VpcEncryptionControl.LambdaExclusion` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlLambdaExclusion {
        #[serde(rename = "enable")]
        Enable,
        #[serde(rename = "disable")]
        Disable,
    }

    /// The values `VpcEncryptionControl.Mode` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlMode {
        #[serde(rename = "monitor")]
        Monitor,
        #[serde(rename = "enforce")]
        Enforce,
    }

    /// The values `VpcEncryptionControl.NatGatewayExclusion` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlNatGatewayExclusion {
        #[serde(rename = "enable")]
        Enable,
        #[serde(rename = "disable")]
        Disable,
    }

    /// `VpcEncryptionControl.ResourceExclusions.EgressOnlyInternetGateway` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusionsEgressOnlyInternetGateway {
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
    }

    /// `VpcEncryptionControl.ResourceExclusions.ElasticFileSystem` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusionsElasticFileSystem {
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
    }

    /// `VpcEncryptionControl.ResourceExclusions.InternetGateway` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusionsInternetGateway {
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
    }

    /// `VpcEncryptionControl.ResourceExclusions.Lambda` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusionsLambda {
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
    }

    /// `VpcEncryptionControl.ResourceExclusions.NatGateway` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusionsNatGateway {
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
    }

    /// `VpcEncryptionControl.ResourceExclusions.VirtualPrivateGateway` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusionsVirtualPrivateGateway {
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
    }

    /// `VpcEncryptionControl.ResourceExclusions.VpcLattice` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusionsVpcLattice {
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
    }

    /// `VpcEncryptionControl.ResourceExclusions.VpcPeering` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusionsVpcPeering {
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
    }

    /// `VpcEncryptionControl.ResourceExclusions` of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControlResourceExclusions {
        #[serde(rename = "EgressOnlyInternetGateway")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub egress_only_internet_gateway: Option<Output<VPCVpcEncryptionControlResourceExclusionsEgressOnlyInternetGateway>>,
        #[serde(rename = "ElasticFileSystem")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub elastic_file_system: Option<Output<VPCVpcEncryptionControlResourceExclusionsElasticFileSystem>>,
        #[serde(rename = "InternetGateway")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub internet_gateway: Option<Output<VPCVpcEncryptionControlResourceExclusionsInternetGateway>>,
        #[serde(rename = "Lambda")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lambda: Option<Output<VPCVpcEncryptionControlResourceExclusionsLambda>>,
        #[serde(rename = "NatGateway")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub nat_gateway: Option<Output<VPCVpcEncryptionControlResourceExclusionsNatGateway>>,
        #[serde(rename = "VirtualPrivateGateway")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub virtual_private_gateway: Option<Output<VPCVpcEncryptionControlResourceExclusionsVirtualPrivateGateway>>,
        #[serde(rename = "VpcLattice")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_lattice: Option<Output<VPCVpcEncryptionControlResourceExclusionsVpcLattice>>,
        #[serde(rename = "VpcPeering")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_peering: Option<Output<VPCVpcEncryptionControlResourceExclusionsVpcPeering>>,
    }

    /// The values `VpcEncryptionControl.VirtualPrivateGatewayExclusion` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlVirtualPrivateGatewayExclusion {
        #[serde(rename = "enable")]
        Enable,
        #[serde(rename = "disable")]
        Disable,
    }

    /// The values `VpcEncryptionControl.VpcLatticeExclusion` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlVpcLatticeExclusion {
        #[serde(rename = "enable")]
        Enable,
        #[serde(rename = "disable")]
        Disable,
    }

    /// The values `VpcEncryptionControl.VpcPeeringExclusion` of `aws:ec2:VPC` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum VPCVpcEncryptionControlVpcPeeringExclusion {
        #[serde(rename = "enable")]
        Enable,
        #[serde(rename = "disable")]
        Disable,
    }

    /// `VpcEncryptionControl` of `aws:ec2:VPC`. Describes the configuration and state of VPC encryption controls. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct VPCVpcEncryptionControl {
        #[serde(rename = "EgressOnlyInternetGatewayExclusion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub egress_only_internet_gateway_exclusion: Option<Output<VPCVpcEncryptionControlEgressOnlyInternetGatewayExclusion>>,
        #[serde(rename = "ElasticFileSystemExclusion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub elastic_file_system_exclusion: Option<Output<VPCVpcEncryptionControlElasticFileSystemExclusion>>,
        #[serde(rename = "InternetGatewayExclusion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub internet_gateway_exclusion: Option<Output<VPCVpcEncryptionControlInternetGatewayExclusion>>,
        #[serde(rename = "LambdaExclusion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lambda_exclusion: Option<Output<VPCVpcEncryptionControlLambdaExclusion>>,
        #[serde(rename = "Mode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mode: Option<Output<VPCVpcEncryptionControlMode>>,
        #[serde(rename = "NatGatewayExclusion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub nat_gateway_exclusion: Option<Output<VPCVpcEncryptionControlNatGatewayExclusion>>,
        #[serde(rename = "ResourceExclusions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub resource_exclusions: Option<Output<VPCVpcEncryptionControlResourceExclusions>>,
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        #[serde(rename = "StateMessage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_message: Option<Output<String>>,
        #[serde(rename = "VirtualPrivateGatewayExclusion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub virtual_private_gateway_exclusion: Option<Output<VPCVpcEncryptionControlVirtualPrivateGatewayExclusion>>,
        #[serde(rename = "VpcEncryptionControlId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_encryption_control_id: Option<Output<String>>,
        #[serde(rename = "VpcId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_id: Option<Output<String>>,
        #[serde(rename = "VpcLatticeExclusion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_lattice_exclusion: Option<Output<VPCVpcEncryptionControlVpcLatticeExclusion>>,
        #[serde(rename = "VpcPeeringExclusion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_peering_exclusion: Option<Output<VPCVpcEncryptionControlVpcPeeringExclusion>>,
    }

    /// The inputs of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCArgs {
        /// Required. A change replaces the resource.
        #[serde(rename = "CidrBlock")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_block: Option<Output<String>>,
        /// Default: `false`.
        #[serde(rename = "EnableDnsHostnames")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_dns_hostnames: Option<Output<bool>>,
        /// Default: `true`.
        #[serde(rename = "EnableDnsSupport")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_dns_support: Option<Output<bool>>,
        /// The allowed tenancy of instances launched into the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "InstanceTenancy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub instance_tenancy: Option<Output<VPCInstanceTenancy>>,
        /// The ID of an IPv4 IPAM pool you want to use for allocating this VPC's CIDR. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Ipv4IpamPoolId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv4_ipam_pool_id: Option<Output<String>>,
        /// The netmask length of the IPv4 CIDR you want to allocate to this VPC from an Amazon VPC IP Address Manager (IPAM) pool. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Ipv4NetmaskLength")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv4_netmask_length: Option<Output<i64>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<VPCTagsItem>>>,
        /// Describes the configuration and state of VPC encryption controls. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "VpcEncryptionControl")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_encryption_control: Option<Output<VPCVpcEncryptionControl>>,
    }

    /// `aws:ec2:VPC`: A VPC (AWS::EC2::VPC).
    #[derive(Clone, Debug)]
    pub struct VPC(pub Resource);

    impl VPC {
        /// Declare it, with default options.
        pub fn new(name: &str, args: VPCArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: VPCArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ec2:VPC", name, &args, options)?))
        }

        /// Output `CidrBlock`.
        pub fn cidr_block(&self) -> Output<String> {
            self.0.output("CidrBlock")
        }

        /// Output `CidrBlockAssociations`.
        pub fn cidr_block_associations(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("CidrBlockAssociations")
        }

        /// Output `DefaultNetworkAcl`.
        pub fn default_network_acl(&self) -> Output<String> {
            self.0.output("DefaultNetworkAcl")
        }

        /// Output `DefaultSecurityGroup`.
        pub fn default_security_group(&self) -> Output<String> {
            self.0.output("DefaultSecurityGroup")
        }

        /// Output `Ipv6CidrBlocks`.
        pub fn ipv6_cidr_blocks(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("Ipv6CidrBlocks")
        }

        /// Output `VpcId`.
        /// The resource's id.
        pub fn vpc_id(&self) -> Output<String> {
            self.0.output("VpcId")
        }
    }

    /// The inputs of `aws:ec2:VPCGatewayAttachment`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCGatewayAttachmentArgs {
        /// Required. A change replaces the resource.
        #[serde(rename = "InternetGatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub internet_gateway_id: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "VpcId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_id: Option<Output<String>>,
        /// The ID of the virtual private gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "VpnGatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpn_gateway_id: Option<Output<String>>,
    }

    /// `aws:ec2:VPCGatewayAttachment`: An internet gateway attached to a VPC (AWS::EC2::VPCGatewayAttachment).
    #[derive(Clone, Debug)]
    pub struct VPCGatewayAttachment(pub Resource);

    impl VPCGatewayAttachment {
        /// Declare it, with default options.
        pub fn new(name: &str, args: VPCGatewayAttachmentArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: VPCGatewayAttachmentArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ec2:VPCGatewayAttachment", name, &args, options)?))
        }
    }
}

/// `aws:ecr:*` resources.
pub mod ecr {
    use super::*;

    /// The values `EncryptionConfiguration.EncryptionType` of `aws:ecr:Repository` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RepositoryEncryptionConfigurationEncryptionType {
        #[serde(rename = "AES256")]
        Aes256,
        #[serde(rename = "KMS")]
        Kms,
        #[serde(rename = "KMS_DSSE")]
        KmsDsse,
    }

    /// `EncryptionConfiguration` of `aws:ecr:Repository`. The encryption configuration for the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct RepositoryEncryptionConfiguration {
        /// Required.
        #[serde(rename = "EncryptionType")]
        pub encryption_type: Output<RepositoryEncryptionConfigurationEncryptionType>,
        #[serde(rename = "KmsKey")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key: Option<Output<String>>,
    }

    /// `ImageScanningConfiguration` of `aws:ecr:Repository`. The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level.
    #[derive(Serialize, Default, Clone)]
    pub struct RepositoryImageScanningConfiguration {
        #[serde(rename = "ScanOnPush")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scan_on_push: Option<Output<bool>>,
    }

    /// The values `ImageTagMutability` of `aws:ecr:Repository` may take. The tag mutability setting for the repository.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RepositoryImageTagMutability {
        #[serde(rename = "MUTABLE")]
        Mutable,
        #[serde(rename = "IMMUTABLE")]
        Immutable,
        #[serde(rename = "MUTABLE_WITH_EXCLUSION")]
        MutableWithExclusion,
        #[serde(rename = "IMMUTABLE_WITH_EXCLUSION")]
        ImmutableWithExclusion,
    }

    /// The values `ImageTagMutabilityExclusionFilters[*].ImageTagMutabilityExclusionFilterType` of `aws:ecr:Repository` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RepositoryImageTagMutabilityExclusionFiltersItemImageTagMutabilityExclusionFilterType {
        #[serde(rename = "WILDCARD")]
        Wildcard,
    }

    /// `ImageTagMutabilityExclusionFilters[*]` of `aws:ecr:Repository`.
    #[derive(Serialize, Clone)]
    pub struct RepositoryImageTagMutabilityExclusionFiltersItem {
        /// Required.
        #[serde(rename = "ImageTagMutabilityExclusionFilterType")]
        pub image_tag_mutability_exclusion_filter_type: Output<RepositoryImageTagMutabilityExclusionFiltersItemImageTagMutabilityExclusionFilterType>,
        /// Required.
        #[serde(rename = "ImageTagMutabilityExclusionFilterValue")]
        pub image_tag_mutability_exclusion_filter_value: Output<String>,
    }

    /// `LifecyclePolicy` of `aws:ecr:Repository`. Creates or updates a lifecycle policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct RepositoryLifecyclePolicy {
        #[serde(rename = "LifecyclePolicyText")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lifecycle_policy_text: Option<Output<String>>,
        #[serde(rename = "RegistryId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub registry_id: Option<Output<String>>,
    }

    /// `Tags[*]` of `aws:ecr:Repository`.
    #[derive(Serialize, Clone)]
    pub struct RepositoryTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:ecr:Repository`.
    #[derive(Serialize, Default, Clone)]
    pub struct RepositoryArgs {
        /// If true, deleting the repository force deletes the contents of the repository.
        #[serde(rename = "EmptyOnDelete")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub empty_on_delete: Option<Output<bool>>,
        /// The encryption configuration for the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "EncryptionConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub encryption_configuration: Option<Output<RepositoryEncryptionConfiguration>>,
        /// The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level.
        ///
        /// Default: `{"ScanOnPush":false}`.
        #[serde(rename = "ImageScanningConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub image_scanning_configuration: Option<Output<RepositoryImageScanningConfiguration>>,
        /// The tag mutability setting for the repository.
        ///
        /// Default: `"MUTABLE"`.
        #[serde(rename = "ImageTagMutability")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub image_tag_mutability: Option<Output<RepositoryImageTagMutability>>,
        /// A list of filters that specify which image tags are excluded from the repository's image tag mutability setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ImageTagMutabilityExclusionFilters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub image_tag_mutability_exclusion_filters: Option<Output<Vec<RepositoryImageTagMutabilityExclusionFiltersItem>>>,
        /// Creates or updates a lifecycle policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LifecyclePolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lifecycle_policy: Option<Output<RepositoryLifecyclePolicy>>,
        /// The name to use for the repository.
        ///
        /// A change replaces the resource.
        #[serde(rename = "RepositoryName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub repository_name: Option<Output<String>>,
        /// The JSON repository policy text to apply to the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RepositoryPolicyText")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub repository_policy_text: Option<Output<serde_json::Value>>,
        /// An array of key-value pairs to apply to this resource.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<RepositoryTagsItem>>>,
    }

    /// `aws:ecr:Repository`: The `AWS::ECR::Repository` resource specifies an Amazon Elastic Container Registry (Amazon ECR) repository, where users can push and pull Docker images, Open C…
    #[derive(Clone, Debug)]
    pub struct Repository(pub Resource);

    impl Repository {
        /// Declare it, with default options.
        pub fn new(name: &str, args: RepositoryArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: RepositoryArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ecr:Repository", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `RepositoryName`.
        pub fn repository_name(&self) -> Output<String> {
            self.0.output("RepositoryName")
        }

        /// Output `RepositoryUri`.
        pub fn repository_uri(&self) -> Output<String> {
            self.0.output("RepositoryUri")
        }
    }
}

/// `aws:ecs:*` resources.
pub mod ecs {
    use super::*;

    /// `ClusterSettings[*]` of `aws:ecs:Cluster`.
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterClusterSettingsItem {
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// `Configuration.ExecuteCommandConfiguration.LogConfiguration` of `aws:ecs:Cluster`.
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterConfigurationExecuteCommandConfigurationLogConfiguration {
        #[serde(rename = "CloudWatchEncryptionEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cloud_watch_encryption_enabled: Option<Output<bool>>,
        #[serde(rename = "CloudWatchLogGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cloud_watch_log_group_name: Option<Output<String>>,
        #[serde(rename = "S3BucketName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_bucket_name: Option<Output<String>>,
        #[serde(rename = "S3EncryptionEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_encryption_enabled: Option<Output<bool>>,
        #[serde(rename = "S3KeyPrefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_key_prefix: Option<Output<String>>,
    }

    /// The values `Configuration.ExecuteCommandConfiguration.Logging` of `aws:ecs:Cluster` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ClusterConfigurationExecuteCommandConfigurationLogging {
        #[serde(rename = "DEFAULT")]
        Default,
        #[serde(rename = "NONE")]
        None,
        #[serde(rename = "OVERRIDE")]
        Override,
    }

    /// `Configuration.ExecuteCommandConfiguration` of `aws:ecs:Cluster`.
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterConfigurationExecuteCommandConfiguration {
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        #[serde(rename = "LogConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_configuration: Option<Output<ClusterConfigurationExecuteCommandConfigurationLogConfiguration>>,
        #[serde(rename = "Logging")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub logging: Option<Output<ClusterConfigurationExecuteCommandConfigurationLogging>>,
    }

    /// `Configuration.ManagedStorageConfiguration` of `aws:ecs:Cluster`.
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterConfigurationManagedStorageConfiguration {
        #[serde(rename = "FargateEphemeralStorageKmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fargate_ephemeral_storage_kms_key_id: Option<Output<String>>,
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
    }

    /// `Configuration` of `aws:ecs:Cluster`. The execute command and managed storage configuration for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterConfiguration {
        #[serde(rename = "ExecuteCommandConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub execute_command_configuration: Option<Output<ClusterConfigurationExecuteCommandConfiguration>>,
        #[serde(rename = "ManagedStorageConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub managed_storage_configuration: Option<Output<ClusterConfigurationManagedStorageConfiguration>>,
    }

    /// `DefaultCapacityProviderStrategy[*]` of `aws:ecs:Cluster`.
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterDefaultCapacityProviderStrategyItem {
        #[serde(rename = "Base")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub base: Option<Output<i64>>,
        #[serde(rename = "CapacityProvider")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub capacity_provider: Option<Output<String>>,
        #[serde(rename = "Weight")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub weight: Option<Output<i64>>,
    }

    /// `ServiceConnectDefaults` of `aws:ecs:Cluster`. Use this parameter to set a default Service Connect namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterServiceConnectDefaults {
        #[serde(rename = "Namespace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub namespace: Option<Output<String>>,
    }

    /// `Tags[*]` of `aws:ecs:Cluster`.
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterTagsItem {
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The inputs of `aws:ecs:Cluster`.
    #[derive(Serialize, Default, Clone)]
    pub struct ClusterArgs {
        /// The short name of one or more capacity providers to associate with the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CapacityProviders")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub capacity_providers: Option<Output<Vec<String>>>,
        /// A user-generated string that you use to identify your cluster.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ClusterName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cluster_name: Option<Output<String>>,
        /// The settings to use when creating a cluster.
        ///
        /// Default: `[{"Name":"containerInsights","Value":"disabled"}]`.
        #[serde(rename = "ClusterSettings")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cluster_settings: Option<Output<Vec<ClusterClusterSettingsItem>>>,
        /// The execute command and managed storage configuration for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Configuration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub configuration: Option<Output<ClusterConfiguration>>,
        /// The default capacity provider strategy for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DefaultCapacityProviderStrategy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_capacity_provider_strategy: Option<Output<Vec<ClusterDefaultCapacityProviderStrategyItem>>>,
        /// Use this parameter to set a default Service Connect namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ServiceConnectDefaults")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub service_connect_defaults: Option<Output<ClusterServiceConnectDefaults>>,
        /// The metadata that you apply to the cluster to help you categorize and organize them.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<ClusterTagsItem>>>,
    }

    /// `aws:ecs:Cluster`: The `AWS::ECS::Cluster` resource creates an Amazon Elastic Container Service (Amazon ECS) cluster.
    #[derive(Clone, Debug)]
    pub struct Cluster(pub Resource);

    impl Cluster {
        /// Declare it, with default options.
        pub fn new(name: &str, args: ClusterArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: ClusterArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ecs:Cluster", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `ClusterName`.
        pub fn cluster_name(&self) -> Output<String> {
            self.0.output("ClusterName")
        }
    }

    /// The values `AvailabilityZoneRebalancing` of `aws:ecs:Service` may take. Indicates whether to use Availability Zone rebalancing for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceAvailabilityZoneRebalancing {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
    }

    /// `CapacityProviderStrategy[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceCapacityProviderStrategyItem {
        #[serde(rename = "Base")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub base: Option<Output<i64>>,
        #[serde(rename = "CapacityProvider")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub capacity_provider: Option<Output<String>>,
        #[serde(rename = "Weight")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub weight: Option<Output<i64>>,
    }

    /// `DeploymentConfiguration.Alarms` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceDeploymentConfigurationAlarms {
        /// Required.
        #[serde(rename = "AlarmNames")]
        pub alarm_names: Output<Vec<String>>,
        /// Required.
        #[serde(rename = "Enable")]
        pub enable: Output<bool>,
        /// Required.
        #[serde(rename = "Rollback")]
        pub rollback: Output<bool>,
    }

    /// `DeploymentConfiguration.CanaryConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceDeploymentConfigurationCanaryConfiguration {
        #[serde(rename = "CanaryBakeTimeInMinutes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub canary_bake_time_in_minutes: Option<Output<i64>>,
        #[serde(rename = "CanaryPercent")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub canary_percent: Option<Output<f64>>,
    }

    /// The values `DeploymentConfiguration.DeploymentCircuitBreaker.ThresholdConfiguration.Type` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfigurationType {
        #[serde(rename = "COUNT")]
        Count,
        #[serde(rename = "BOUNDED_PERCENT")]
        BoundedPercent,
        #[serde(rename = "UNBOUNDED_PERCENT")]
        UnboundedPercent,
    }

    /// `DeploymentConfiguration.DeploymentCircuitBreaker.ThresholdConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfiguration {
        /// Required.
        #[serde(rename = "Type")]
        pub r#type: Output<ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfigurationType>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<i64>,
    }

    /// `DeploymentConfiguration.DeploymentCircuitBreaker` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceDeploymentConfigurationDeploymentCircuitBreaker {
        /// Required.
        #[serde(rename = "Enable")]
        pub enable: Output<bool>,
        #[serde(rename = "ResetOnHealthyTask")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub reset_on_healthy_task: Option<Output<bool>>,
        /// Required.
        #[serde(rename = "Rollback")]
        pub rollback: Output<bool>,
        #[serde(rename = "ThresholdConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub threshold_configuration: Option<Output<ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfiguration>>,
    }

    /// The values `DeploymentConfiguration.EarlySuccessCriteria.SourceServiceRevisionCleanup` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceDeploymentConfigurationEarlySuccessCriteriaSourceServiceRevisionCleanup {
        #[serde(rename = "BLOCKING")]
        Blocking,
        #[serde(rename = "DEFERRED")]
        Deferred,
    }

    /// `DeploymentConfiguration.EarlySuccessCriteria` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceDeploymentConfigurationEarlySuccessCriteria {
        #[serde(rename = "Enable")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable: Option<Output<bool>>,
        #[serde(rename = "HealthyPercent")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub healthy_percent: Option<Output<i64>>,
        #[serde(rename = "SourceServiceRevisionCleanup")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_service_revision_cleanup: Option<Output<ServiceDeploymentConfigurationEarlySuccessCriteriaSourceServiceRevisionCleanup>>,
    }

    /// The values `DeploymentConfiguration.LifecycleHooks[*].LifecycleStages[*]` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceDeploymentConfigurationLifecycleHooksItemLifecycleStagesItem {
        #[serde(rename = "RECONCILE_SERVICE")]
        ReconcileService,
        #[serde(rename = "PRE_SCALE_UP")]
        PreScaleUp,
        #[serde(rename = "POST_SCALE_UP")]
        PostScaleUp,
        #[serde(rename = "TEST_TRAFFIC_SHIFT")]
        TestTrafficShift,
        #[serde(rename = "POST_TEST_TRAFFIC_SHIFT")]
        PostTestTrafficShift,
        #[serde(rename = "PRE_PRODUCTION_TRAFFIC_SHIFT")]
        PreProductionTrafficShift,
        #[serde(rename = "PRODUCTION_TRAFFIC_SHIFT")]
        ProductionTrafficShift,
        #[serde(rename = "POST_PRODUCTION_TRAFFIC_SHIFT")]
        PostProductionTrafficShift,
    }

    /// The values `DeploymentConfiguration.LifecycleHooks[*].TargetType` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceDeploymentConfigurationLifecycleHooksItemTargetType {
        #[serde(rename = "AWS_LAMBDA")]
        AwsLambda,
        #[serde(rename = "PAUSE")]
        Pause,
    }

    /// The values `DeploymentConfiguration.LifecycleHooks[*].TimeoutConfiguration.Action` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfigurationAction {
        #[serde(rename = "ROLLBACK")]
        Rollback,
        #[serde(rename = "CONTINUE")]
        Continue,
    }

    /// `DeploymentConfiguration.LifecycleHooks[*].TimeoutConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfiguration {
        #[serde(rename = "Action")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub action: Option<Output<ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfigurationAction>>,
        #[serde(rename = "TimeoutInMinutes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout_in_minutes: Option<Output<i64>>,
    }

    /// `DeploymentConfiguration.LifecycleHooks[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceDeploymentConfigurationLifecycleHooksItem {
        #[serde(rename = "HookDetails")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hook_details: Option<Output<serde_json::Value>>,
        #[serde(rename = "HookTargetArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hook_target_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "LifecycleStages")]
        pub lifecycle_stages: Output<Vec<ServiceDeploymentConfigurationLifecycleHooksItemLifecycleStagesItem>>,
        #[serde(rename = "RoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role_arn: Option<Output<String>>,
        #[serde(rename = "TargetType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_type: Option<Output<ServiceDeploymentConfigurationLifecycleHooksItemTargetType>>,
        #[serde(rename = "TimeoutConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout_configuration: Option<Output<ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfiguration>>,
    }

    /// `DeploymentConfiguration.LinearConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceDeploymentConfigurationLinearConfiguration {
        #[serde(rename = "StepBakeTimeInMinutes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub step_bake_time_in_minutes: Option<Output<i64>>,
        #[serde(rename = "StepPercent")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub step_percent: Option<Output<f64>>,
    }

    /// The values `DeploymentConfiguration.Strategy` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceDeploymentConfigurationStrategy {
        #[serde(rename = "ROLLING")]
        Rolling,
        #[serde(rename = "BLUE_GREEN")]
        BlueGreen,
        #[serde(rename = "LINEAR")]
        Linear,
        #[serde(rename = "CANARY")]
        Canary,
    }

    /// `DeploymentConfiguration` of `aws:ecs:Service`. Optional deployment parameters that control how many tasks run during the deployment and the ordering of stopping and starting tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceDeploymentConfiguration {
        #[serde(rename = "Alarms")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alarms: Option<Output<ServiceDeploymentConfigurationAlarms>>,
        #[serde(rename = "BakeTimeInMinutes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bake_time_in_minutes: Option<Output<i64>>,
        #[serde(rename = "CanaryConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub canary_configuration: Option<Output<ServiceDeploymentConfigurationCanaryConfiguration>>,
        #[serde(rename = "DeploymentCircuitBreaker")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deployment_circuit_breaker: Option<Output<ServiceDeploymentConfigurationDeploymentCircuitBreaker>>,
        #[serde(rename = "EarlySuccessCriteria")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub early_success_criteria: Option<Output<ServiceDeploymentConfigurationEarlySuccessCriteria>>,
        #[serde(rename = "LifecycleHooks")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lifecycle_hooks: Option<Output<Vec<ServiceDeploymentConfigurationLifecycleHooksItem>>>,
        #[serde(rename = "LinearConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub linear_configuration: Option<Output<ServiceDeploymentConfigurationLinearConfiguration>>,
        #[serde(rename = "MaximumPercent")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_percent: Option<Output<i64>>,
        #[serde(rename = "MinimumHealthyPercent")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub minimum_healthy_percent: Option<Output<i64>>,
        #[serde(rename = "Strategy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub strategy: Option<Output<ServiceDeploymentConfigurationStrategy>>,
    }

    /// The values `DeploymentController.Type` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceDeploymentControllerType {
        #[serde(rename = "CODE_DEPLOY")]
        CodeDeploy,
        #[serde(rename = "ECS")]
        Ecs,
        #[serde(rename = "EXTERNAL")]
        External,
    }

    /// `DeploymentController` of `aws:ecs:Service`. The deployment controller to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceDeploymentController {
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<ServiceDeploymentControllerType>>,
    }

    /// `ForceNewDeployment` of `aws:ecs:Service`. Determines whether to force a new deployment of the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct ServiceForceNewDeployment {
        /// Required.
        #[serde(rename = "EnableForceNewDeployment")]
        pub enable_force_new_deployment: Output<bool>,
        #[serde(rename = "ForceNewDeploymentNonce")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub force_new_deployment_nonce: Option<Output<String>>,
    }

    /// The values `GatewayConnectors[*].Filters.AccessTypes[*]` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceGatewayConnectorsItemFiltersAccessTypesItem {
        #[serde(rename = "PUBLIC")]
        Public,
        #[serde(rename = "PRIVATE")]
        Private,
    }

    /// `GatewayConnectors[*].Filters` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceGatewayConnectorsItemFilters {
        #[serde(rename = "AccessTypes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_types: Option<Output<Vec<ServiceGatewayConnectorsItemFiltersAccessTypesItem>>>,
    }

    /// The values `GatewayConnectors[*].HealthCheck.HealthCheckProtocol` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceGatewayConnectorsItemHealthCheckHealthCheckProtocol {
        #[serde(rename = "HTTP")]
        Http,
        #[serde(rename = "HTTPS")]
        Https,
    }

    /// `GatewayConnectors[*].HealthCheck.Matcher` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceGatewayConnectorsItemHealthCheckMatcher {
        #[serde(rename = "GrpcCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub grpc_code: Option<Output<String>>,
        #[serde(rename = "HttpCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub http_code: Option<Output<String>>,
    }

    /// `GatewayConnectors[*].HealthCheck` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceGatewayConnectorsItemHealthCheck {
        #[serde(rename = "HealthCheckIntervalSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_interval_seconds: Option<Output<i64>>,
        #[serde(rename = "HealthCheckPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_path: Option<Output<String>>,
        #[serde(rename = "HealthCheckPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_port: Option<Output<i64>>,
        #[serde(rename = "HealthCheckProtocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_protocol: Option<Output<ServiceGatewayConnectorsItemHealthCheckHealthCheckProtocol>>,
        #[serde(rename = "HealthCheckTimeoutSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_timeout_seconds: Option<Output<i64>>,
        #[serde(rename = "HealthyThresholdCount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub healthy_threshold_count: Option<Output<i64>>,
        #[serde(rename = "Matcher")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub matcher: Option<Output<ServiceGatewayConnectorsItemHealthCheckMatcher>>,
        #[serde(rename = "UnhealthyThresholdCount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub unhealthy_threshold_count: Option<Output<i64>>,
    }

    /// `GatewayConnectors[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceGatewayConnectorsItem {
        #[serde(rename = "Filters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filters: Option<Output<ServiceGatewayConnectorsItemFilters>>,
        #[serde(rename = "HealthCheck")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check: Option<Output<ServiceGatewayConnectorsItemHealthCheck>>,
        /// Required.
        #[serde(rename = "PortName")]
        pub port_name: Output<String>,
    }

    /// The values `LaunchType` of `aws:ecs:Service` may take. The launch type on which to run your service.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceLaunchType {
        #[serde(rename = "EC2")]
        Ec2,
        #[serde(rename = "FARGATE")]
        Fargate,
        #[serde(rename = "EXTERNAL")]
        External,
    }

    /// `LoadBalancers[*].AdvancedConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceLoadBalancersItemAdvancedConfiguration {
        /// Required.
        #[serde(rename = "AlternateTargetGroupArn")]
        pub alternate_target_group_arn: Output<String>,
        #[serde(rename = "ProductionListenerRule")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub production_listener_rule: Option<Output<String>>,
        #[serde(rename = "RoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role_arn: Option<Output<String>>,
        #[serde(rename = "TestListenerRule")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub test_listener_rule: Option<Output<String>>,
    }

    /// `LoadBalancers[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceLoadBalancersItem {
        #[serde(rename = "AdvancedConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub advanced_configuration: Option<Output<ServiceLoadBalancersItemAdvancedConfiguration>>,
        #[serde(rename = "ContainerName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_name: Option<Output<String>>,
        #[serde(rename = "ContainerPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_port: Option<Output<i64>>,
        #[serde(rename = "LoadBalancerName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub load_balancer_name: Option<Output<String>>,
        #[serde(rename = "TargetGroupArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_group_arn: Option<Output<String>>,
    }

    /// The values `Monitoring.MetricConfigurations[*].MetricNames[*]` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceMonitoringMetricConfigurationsItemMetricNamesItem {
        #[serde(rename = "CPUUtilization")]
        CPUUtilization,
        #[serde(rename = "MemoryUtilization")]
        MemoryUtilization,
    }

    /// `Monitoring.MetricConfigurations[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceMonitoringMetricConfigurationsItem {
        /// Required.
        #[serde(rename = "MetricNames")]
        pub metric_names: Output<Vec<ServiceMonitoringMetricConfigurationsItemMetricNamesItem>>,
        /// Required.
        #[serde(rename = "ResolutionSeconds")]
        pub resolution_seconds: Output<i64>,
    }

    /// `Monitoring` of `aws:ecs:Service`. The optional monitoring configuration for the service, which defines the resolution for the service-level `CPUUtilization` and `MemoryUtilization` Amazon Cloud… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct ServiceMonitoring {
        /// Required.
        #[serde(rename = "MetricConfigurations")]
        pub metric_configurations: Output<Vec<ServiceMonitoringMetricConfigurationsItem>>,
    }

    /// The values `NetworkConfiguration.AwsvpcConfiguration.AssignPublicIp` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceNetworkConfigurationAwsvpcConfigurationAssignPublicIp {
        #[serde(rename = "DISABLED")]
        Disabled,
        #[serde(rename = "ENABLED")]
        Enabled,
    }

    /// `NetworkConfiguration.AwsvpcConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceNetworkConfigurationAwsvpcConfiguration {
        #[serde(rename = "AssignPublicIp")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub assign_public_ip: Option<Output<ServiceNetworkConfigurationAwsvpcConfigurationAssignPublicIp>>,
        #[serde(rename = "SecurityGroups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub security_groups: Option<Output<Vec<String>>>,
        #[serde(rename = "Subnets")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subnets: Option<Output<Vec<String>>>,
    }

    /// `NetworkConfiguration` of `aws:ecs:Service`. The network configuration for the service.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceNetworkConfiguration {
        #[serde(rename = "AwsvpcConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub awsvpc_configuration: Option<Output<ServiceNetworkConfigurationAwsvpcConfiguration>>,
    }

    /// The values `PlacementConstraints[*].Type` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServicePlacementConstraintsItemType {
        #[serde(rename = "distinctInstance")]
        DistinctInstance,
        #[serde(rename = "memberOf")]
        MemberOf,
    }

    /// `PlacementConstraints[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServicePlacementConstraintsItem {
        #[serde(rename = "Expression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub expression: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Type")]
        pub r#type: Output<ServicePlacementConstraintsItemType>,
    }

    /// The values `PlacementStrategies[*].Type` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServicePlacementStrategiesItemType {
        #[serde(rename = "binpack")]
        Binpack,
        #[serde(rename = "random")]
        Random,
        #[serde(rename = "spread")]
        Spread,
    }

    /// `PlacementStrategies[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServicePlacementStrategiesItem {
        #[serde(rename = "Field")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub field: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Type")]
        pub r#type: Output<ServicePlacementStrategiesItemType>,
    }

    /// The values `PropagateTags` of `aws:ecs:Service` may take. Specifies whether to propagate the tags from the task definition to the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServicePropagateTags {
        #[serde(rename = "SERVICE")]
        Service,
        #[serde(rename = "TASK_DEFINITION")]
        TaskDefinition,
    }

    /// The values `SchedulingStrategy` of `aws:ecs:Service` may take. The scheduling strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceSchedulingStrategy {
        #[serde(rename = "DAEMON")]
        Daemon,
        #[serde(rename = "REPLICA")]
        Replica,
    }

    /// The values `ServiceConnectConfiguration.AccessLogConfiguration.Format` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceServiceConnectConfigurationAccessLogConfigurationFormat {
        #[serde(rename = "TEXT")]
        Text,
        #[serde(rename = "JSON")]
        Json,
    }

    /// The values `ServiceConnectConfiguration.AccessLogConfiguration.IncludeQueryParameters` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceServiceConnectConfigurationAccessLogConfigurationIncludeQueryParameters {
        #[serde(rename = "DISABLED")]
        Disabled,
        #[serde(rename = "ENABLED")]
        Enabled,
    }

    /// `ServiceConnectConfiguration.AccessLogConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceServiceConnectConfigurationAccessLogConfiguration {
        /// Required.
        #[serde(rename = "Format")]
        pub format: Output<ServiceServiceConnectConfigurationAccessLogConfigurationFormat>,
        #[serde(rename = "IncludeQueryParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub include_query_parameters: Option<Output<ServiceServiceConnectConfigurationAccessLogConfigurationIncludeQueryParameters>>,
    }

    /// The values `ServiceConnectConfiguration.ContainerConfigurations[*].LogLevel` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceServiceConnectConfigurationContainerConfigurationsItemLogLevel {
        #[serde(rename = "debug")]
        Debug,
        #[serde(rename = "info")]
        Info,
    }

    /// `ServiceConnectConfiguration.ContainerConfigurations[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceServiceConnectConfigurationContainerConfigurationsItem {
        #[serde(rename = "LogLevel")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_level: Option<Output<ServiceServiceConnectConfigurationContainerConfigurationsItemLogLevel>>,
    }

    /// `ServiceConnectConfiguration.LogConfiguration.SecretOptions[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceServiceConnectConfigurationLogConfigurationSecretOptionsItem {
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
        /// Required.
        #[serde(rename = "ValueFrom")]
        pub value_from: Output<String>,
    }

    /// `ServiceConnectConfiguration.LogConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceServiceConnectConfigurationLogConfiguration {
        #[serde(rename = "LogDriver")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_driver: Option<Output<String>>,
        #[serde(rename = "Options")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub options: Option<Output<BTreeMap<String, String>>>,
        #[serde(rename = "SecretOptions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub secret_options: Option<Output<Vec<ServiceServiceConnectConfigurationLogConfigurationSecretOptionsItem>>>,
    }

    /// `ServiceConnectConfiguration.Services[*].ClientAliases[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceServiceConnectConfigurationServicesItemClientAliasesItem {
        #[serde(rename = "DnsName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dns_name: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Port")]
        pub port: Output<i64>,
        #[serde(rename = "TestTrafficRules")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub test_traffic_rules: Option<Output<BTreeMap<String, serde_json::Value>>>,
    }

    /// `ServiceConnectConfiguration.Services[*].Timeout` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceServiceConnectConfigurationServicesItemTimeout {
        #[serde(rename = "IdleTimeoutSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub idle_timeout_seconds: Option<Output<i64>>,
        #[serde(rename = "PerRequestTimeoutSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub per_request_timeout_seconds: Option<Output<i64>>,
    }

    /// `ServiceConnectConfiguration.Services[*].Tls` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceServiceConnectConfigurationServicesItemTls {
        /// Required.
        #[serde(rename = "IssuerCertificateAuthority")]
        pub issuer_certificate_authority: Output<BTreeMap<String, serde_json::Value>>,
        #[serde(rename = "KmsKey")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key: Option<Output<String>>,
        #[serde(rename = "RoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role_arn: Option<Output<String>>,
    }

    /// `ServiceConnectConfiguration.Services[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceServiceConnectConfigurationServicesItem {
        #[serde(rename = "ClientAliases")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub client_aliases: Option<Output<Vec<ServiceServiceConnectConfigurationServicesItemClientAliasesItem>>>,
        #[serde(rename = "DiscoveryName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub discovery_name: Option<Output<String>>,
        #[serde(rename = "IngressPortOverride")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ingress_port_override: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "PortName")]
        pub port_name: Output<String>,
        #[serde(rename = "Timeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout: Option<Output<ServiceServiceConnectConfigurationServicesItemTimeout>>,
        #[serde(rename = "Tls")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tls: Option<Output<ServiceServiceConnectConfigurationServicesItemTls>>,
    }

    /// `ServiceConnectConfiguration` of `aws:ecs:Service`. The configuration for this service to discover and connect to services, and be discovered by, and connected from, other services within a namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct ServiceServiceConnectConfiguration {
        #[serde(rename = "AccessLogConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_log_configuration: Option<Output<ServiceServiceConnectConfigurationAccessLogConfiguration>>,
        #[serde(rename = "ContainerConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_configurations: Option<Output<Vec<ServiceServiceConnectConfigurationContainerConfigurationsItem>>>,
        /// Required.
        #[serde(rename = "Enabled")]
        pub enabled: Output<bool>,
        #[serde(rename = "LogConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_configuration: Option<Output<ServiceServiceConnectConfigurationLogConfiguration>>,
        #[serde(rename = "Namespace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub namespace: Option<Output<String>>,
        #[serde(rename = "Services")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub services: Option<Output<Vec<ServiceServiceConnectConfigurationServicesItem>>>,
    }

    /// `ServiceRegistries[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceServiceRegistriesItem {
        #[serde(rename = "ContainerName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_name: Option<Output<String>>,
        #[serde(rename = "ContainerPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_port: Option<Output<i64>>,
        #[serde(rename = "Port")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub port: Option<Output<i64>>,
        #[serde(rename = "RegistryArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub registry_arn: Option<Output<String>>,
    }

    /// `Tags[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceTagsItem {
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `VolumeConfigurations[*].ManagedEBSVolume.FilesystemType` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceVolumeConfigurationsItemManagedEBSVolumeFilesystemType {
        #[serde(rename = "ext3")]
        Ext3,
        #[serde(rename = "ext4")]
        Ext4,
        #[serde(rename = "ntfs")]
        Ntfs,
        #[serde(rename = "xfs")]
        Xfs,
    }

    /// The values `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*].PropagateTags` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemPropagateTags {
        #[serde(rename = "SERVICE")]
        Service,
        #[serde(rename = "TASK_DEFINITION")]
        TaskDefinition,
    }

    /// The values `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*].ResourceType` of `aws:ecs:Service` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemResourceType {
        #[serde(rename = "volume")]
        Volume,
    }

    /// `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItem {
        #[serde(rename = "PropagateTags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub propagate_tags: Option<Output<ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemPropagateTags>>,
        /// Required.
        #[serde(rename = "ResourceType")]
        pub resource_type: Output<ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemResourceType>,
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
    }

    /// `VolumeConfigurations[*].ManagedEBSVolume` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceVolumeConfigurationsItemManagedEBSVolume {
        #[serde(rename = "Encrypted")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub encrypted: Option<Output<bool>>,
        #[serde(rename = "FilesystemType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filesystem_type: Option<Output<ServiceVolumeConfigurationsItemManagedEBSVolumeFilesystemType>>,
        #[serde(rename = "Iops")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub iops: Option<Output<i64>>,
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "RoleArn")]
        pub role_arn: Output<String>,
        #[serde(rename = "SizeInGiB")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub size_in_gi_b: Option<Output<i64>>,
        #[serde(rename = "SnapshotId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub snapshot_id: Option<Output<String>>,
        #[serde(rename = "TagSpecifications")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tag_specifications: Option<Output<Vec<ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItem>>>,
        #[serde(rename = "Throughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub throughput: Option<Output<i64>>,
        #[serde(rename = "VolumeInitializationRate")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub volume_initialization_rate: Option<Output<i64>>,
        #[serde(rename = "VolumeType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub volume_type: Option<Output<String>>,
    }

    /// `VolumeConfigurations[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceVolumeConfigurationsItem {
        #[serde(rename = "ManagedEBSVolume")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub managed_ebs_volume: Option<Output<ServiceVolumeConfigurationsItemManagedEBSVolume>>,
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
    }

    /// `VpcLatticeConfigurations[*].AdvancedConfiguration` of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceVpcLatticeConfigurationsItemAdvancedConfiguration {
        #[serde(rename = "AlternateTargetGroupArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alternate_target_group_arn: Option<Output<String>>,
        #[serde(rename = "ProductionListenerRule")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub production_listener_rule: Option<Output<String>>,
        #[serde(rename = "TestListenerRule")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub test_listener_rule: Option<Output<String>>,
    }

    /// `VpcLatticeConfigurations[*]` of `aws:ecs:Service`.
    #[derive(Serialize, Clone)]
    pub struct ServiceVpcLatticeConfigurationsItem {
        #[serde(rename = "AdvancedConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub advanced_configuration: Option<Output<ServiceVpcLatticeConfigurationsItemAdvancedConfiguration>>,
        /// Required.
        #[serde(rename = "PortName")]
        pub port_name: Output<String>,
        /// Required.
        #[serde(rename = "RoleArn")]
        pub role_arn: Output<String>,
        /// Required.
        #[serde(rename = "TargetGroupArn")]
        pub target_group_arn: Output<String>,
    }

    /// The inputs of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceArgs {
        /// Indicates whether to use Availability Zone rebalancing for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AvailabilityZoneRebalancing")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub availability_zone_rebalancing: Option<Output<ServiceAvailabilityZoneRebalancing>>,
        /// The capacity provider strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CapacityProviderStrategy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub capacity_provider_strategy: Option<Output<Vec<ServiceCapacityProviderStrategyItem>>>,
        /// The short name or full Amazon Resource Name (ARN) of the cluster that you run your service on.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Cluster")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cluster: Option<Output<String>>,
        /// Optional deployment parameters that control how many tasks run during the deployment and the ordering of stopping and starting tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeploymentConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deployment_configuration: Option<Output<ServiceDeploymentConfiguration>>,
        /// The deployment controller to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeploymentController")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deployment_controller: Option<Output<ServiceDeploymentController>>,
        /// The number of instantiations of the specified task definition to place and keep running in your service.
        #[serde(rename = "DesiredCount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub desired_count: Option<Output<i64>>,
        /// Specifies whether to turn on Amazon ECS managed tags for the tasks within the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnableECSManagedTags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_ecs_managed_tags: Option<Output<bool>>,
        /// Determines whether the execute command functionality is turned on for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnableExecuteCommand")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_execute_command: Option<Output<bool>>,
        /// Determines whether to force a new deployment of the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ForceNewDeployment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub force_new_deployment: Option<Output<ServiceForceNewDeployment>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "GatewayConnectors")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub gateway_connectors: Option<Output<Vec<ServiceGatewayConnectorsItem>>>,
        /// The period of time, in seconds, that the Amazon ECS service scheduler ignores unhealthy Elastic Load Balancing, VPC Lattice, and container health checks after… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "HealthCheckGracePeriodSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_grace_period_seconds: Option<Output<i64>>,
        /// The launch type on which to run your service.
        ///
        /// A change replaces the resource.
        #[serde(rename = "LaunchType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub launch_type: Option<Output<ServiceLaunchType>>,
        /// A list of load balancer objects to associate with the service.
        #[serde(rename = "LoadBalancers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub load_balancers: Option<Output<Vec<ServiceLoadBalancersItem>>>,
        /// The optional monitoring configuration for the service, which defines the resolution for the service-level `CPUUtilization` and `MemoryUtilization` Amazon Cloud… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Monitoring")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub monitoring: Option<Output<ServiceMonitoring>>,
        /// The network configuration for the service.
        #[serde(rename = "NetworkConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub network_configuration: Option<Output<ServiceNetworkConfiguration>>,
        /// An array of placement constraint objects to use for tasks in your service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PlacementConstraints")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub placement_constraints: Option<Output<Vec<ServicePlacementConstraintsItem>>>,
        /// The placement strategy objects to use for tasks in your service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PlacementStrategies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub placement_strategies: Option<Output<Vec<ServicePlacementStrategiesItem>>>,
        /// The platform version that your tasks in the service are running on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PlatformVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub platform_version: Option<Output<String>>,
        /// Specifies whether to propagate the tags from the task definition to the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PropagateTags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub propagate_tags: Option<Output<ServicePropagateTags>>,
        /// The name or full Amazon Resource Name (ARN) of the IAM role that allows Amazon ECS to make calls to your load balancer on your behalf. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Role")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role: Option<Output<String>>,
        /// The scheduling strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "SchedulingStrategy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scheduling_strategy: Option<Output<ServiceSchedulingStrategy>>,
        /// The configuration for this service to discover and connect to services, and be discovered by, and connected from, other services within a namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ServiceConnectConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub service_connect_configuration: Option<Output<ServiceServiceConnectConfiguration>>,
        /// The name of your service.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ServiceName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub service_name: Option<Output<String>>,
        /// The details of the service discovery registry to associate with this service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ServiceRegistries")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub service_registries: Option<Output<Vec<ServiceServiceRegistriesItem>>>,
        /// The metadata that you apply to the service to help you categorize and organize them.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<ServiceTagsItem>>>,
        /// The `family` and `revision` (`family:revision`) or full ARN of the task definition to run in your service.
        #[serde(rename = "TaskDefinition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub task_definition: Option<Output<String>>,
        /// The configuration for a volume specified in the task definition as a volume that is configured at launch time. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "VolumeConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub volume_configurations: Option<Output<Vec<ServiceVolumeConfigurationsItem>>>,
        /// The VPC Lattice configuration for the service being created. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "VpcLatticeConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_lattice_configurations: Option<Output<Vec<ServiceVpcLatticeConfigurationsItem>>>,
    }

    /// `aws:ecs:Service`: The `AWS::ECS::Service` resource creates an Amazon Elastic Container Service (Amazon ECS) service that runs and maintains the requested number of tasks and ass…
    #[derive(Clone, Debug)]
    pub struct Service(pub Resource);

    impl Service {
        /// Declare it, with default options.
        pub fn new(name: &str, args: ServiceArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: ServiceArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ecs:Service", name, &args, options)?))
        }

        /// Output `Cluster`.
        pub fn cluster(&self) -> Output<String> {
            self.0.output("Cluster")
        }

        /// Output `Name`.
        pub fn name(&self) -> Output<String> {
            self.0.output("Name")
        }

        /// Output `ServiceArn`.
        pub fn service_arn(&self) -> Output<String> {
            self.0.output("ServiceArn")
        }
    }

    /// The values `ContainerDefinitions[*].DependsOn[*].Condition` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemDependsOnItemCondition {
        #[serde(rename = "COMPLETE")]
        Complete,
        #[serde(rename = "HEALTHY")]
        Healthy,
        #[serde(rename = "START")]
        Start,
        #[serde(rename = "SUCCESS")]
        Success,
    }

    /// `ContainerDefinitions[*].DependsOn[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemDependsOnItem {
        #[serde(rename = "Condition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub condition: Option<Output<TaskDefinitionContainerDefinitionsItemDependsOnItemCondition>>,
        #[serde(rename = "ContainerName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_name: Option<Output<String>>,
    }

    /// `ContainerDefinitions[*].Environment[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemEnvironmentItem {
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `ContainerDefinitions[*].EnvironmentFiles[*].Type` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemEnvironmentFilesItemType {
        #[serde(rename = "s3")]
        S3,
    }

    /// `ContainerDefinitions[*].EnvironmentFiles[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemEnvironmentFilesItem {
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<TaskDefinitionContainerDefinitionsItemEnvironmentFilesItemType>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// `ContainerDefinitions[*].ExtraHosts[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemExtraHostsItem {
        #[serde(rename = "Hostname")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hostname: Option<Output<String>>,
        #[serde(rename = "IpAddress")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ip_address: Option<Output<String>>,
    }

    /// The values `ContainerDefinitions[*].FirelensConfiguration.Type` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemFirelensConfigurationType {
        #[serde(rename = "fluentbit")]
        Fluentbit,
        #[serde(rename = "fluentd")]
        Fluentd,
    }

    /// `ContainerDefinitions[*].FirelensConfiguration` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemFirelensConfiguration {
        #[serde(rename = "Options")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub options: Option<Output<BTreeMap<String, String>>>,
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<TaskDefinitionContainerDefinitionsItemFirelensConfigurationType>>,
    }

    /// `ContainerDefinitions[*].HealthCheck` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemHealthCheck {
        #[serde(rename = "Command")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub command: Option<Output<Vec<String>>>,
        #[serde(rename = "Interval")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub interval: Option<Output<i64>>,
        #[serde(rename = "Retries")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub retries: Option<Output<i64>>,
        #[serde(rename = "StartPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub start_period: Option<Output<i64>>,
        #[serde(rename = "Timeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout: Option<Output<i64>>,
    }

    /// `ContainerDefinitions[*].LinuxParameters.Capabilities` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemLinuxParametersCapabilities {
        #[serde(rename = "Add")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub add: Option<Output<Vec<String>>>,
        #[serde(rename = "Drop")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub drop: Option<Output<Vec<String>>>,
    }

    /// The values `ContainerDefinitions[*].LinuxParameters.Devices[*].Permissions[*]` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItemPermissionsItem {
        #[serde(rename = "mknod")]
        Mknod,
        #[serde(rename = "read")]
        Read,
        #[serde(rename = "write")]
        Write,
    }

    /// `ContainerDefinitions[*].LinuxParameters.Devices[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItem {
        #[serde(rename = "ContainerPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_path: Option<Output<String>>,
        #[serde(rename = "HostPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub host_path: Option<Output<String>>,
        #[serde(rename = "Permissions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub permissions: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItemPermissionsItem>>>,
    }

    /// `ContainerDefinitions[*].LinuxParameters.Tmpfs[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemLinuxParametersTmpfsItem {
        #[serde(rename = "ContainerPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_path: Option<Output<String>>,
        #[serde(rename = "MountOptions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mount_options: Option<Output<Vec<String>>>,
        /// Required.
        #[serde(rename = "Size")]
        pub size: Output<i64>,
    }

    /// `ContainerDefinitions[*].LinuxParameters` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemLinuxParameters {
        #[serde(rename = "Capabilities")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub capabilities: Option<Output<TaskDefinitionContainerDefinitionsItemLinuxParametersCapabilities>>,
        #[serde(rename = "Devices")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub devices: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItem>>>,
        #[serde(rename = "InitProcessEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub init_process_enabled: Option<Output<bool>>,
        #[serde(rename = "MaxSwap")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_swap: Option<Output<i64>>,
        #[serde(rename = "SharedMemorySize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub shared_memory_size: Option<Output<i64>>,
        #[serde(rename = "Swappiness")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub swappiness: Option<Output<i64>>,
        #[serde(rename = "Tmpfs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tmpfs: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemLinuxParametersTmpfsItem>>>,
    }

    /// `ContainerDefinitions[*].LogConfiguration.SecretOptions[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemLogConfigurationSecretOptionsItem {
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
        /// Required.
        #[serde(rename = "ValueFrom")]
        pub value_from: Output<String>,
    }

    /// `ContainerDefinitions[*].LogConfiguration` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemLogConfiguration {
        /// Required.
        #[serde(rename = "LogDriver")]
        pub log_driver: Output<String>,
        #[serde(rename = "Options")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub options: Option<Output<BTreeMap<String, String>>>,
        #[serde(rename = "SecretOptions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub secret_options: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemLogConfigurationSecretOptionsItem>>>,
    }

    /// `ContainerDefinitions[*].MountPoints[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemMountPointsItem {
        #[serde(rename = "ContainerPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_path: Option<Output<String>>,
        #[serde(rename = "ReadOnly")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub read_only: Option<Output<bool>>,
        #[serde(rename = "SourceVolume")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_volume: Option<Output<String>>,
    }

    /// The values `ContainerDefinitions[*].PortMappings[*].AppProtocol` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemPortMappingsItemAppProtocol {
        #[serde(rename = "http")]
        Http,
        #[serde(rename = "http2")]
        Http2,
        #[serde(rename = "grpc")]
        Grpc,
    }

    /// The values `ContainerDefinitions[*].PortMappings[*].Protocol` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemPortMappingsItemProtocol {
        #[serde(rename = "tcp")]
        Tcp,
        #[serde(rename = "udp")]
        Udp,
    }

    /// `ContainerDefinitions[*].PortMappings[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemPortMappingsItem {
        #[serde(rename = "AppProtocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub app_protocol: Option<Output<TaskDefinitionContainerDefinitionsItemPortMappingsItemAppProtocol>>,
        #[serde(rename = "ContainerPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_port: Option<Output<i64>>,
        #[serde(rename = "ContainerPortRange")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_port_range: Option<Output<String>>,
        #[serde(rename = "HostPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub host_port: Option<Output<i64>>,
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<TaskDefinitionContainerDefinitionsItemPortMappingsItemProtocol>>,
    }

    /// `ContainerDefinitions[*].RepositoryCredentials` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemRepositoryCredentials {
        #[serde(rename = "CredentialsParameter")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub credentials_parameter: Option<Output<String>>,
    }

    /// `ContainerDefinitions[*].ResourceRequirements[*].SharingStrategy` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemResourceRequirementsItemSharingStrategy {
        /// Required.
        #[serde(rename = "NvidiaMps")]
        pub nvidia_mps: Output<BTreeMap<String, serde_json::Value>>,
    }

    /// The values `ContainerDefinitions[*].ResourceRequirements[*].Type` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemResourceRequirementsItemType {
        #[serde(rename = "GPU")]
        Gpu,
        #[serde(rename = "InferenceAccelerator")]
        InferenceAccelerator,
        #[serde(rename = "NeuronDevice")]
        NeuronDevice,
    }

    /// `ContainerDefinitions[*].ResourceRequirements[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemResourceRequirementsItem {
        #[serde(rename = "SharingStrategy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sharing_strategy: Option<Output<TaskDefinitionContainerDefinitionsItemResourceRequirementsItemSharingStrategy>>,
        /// Required.
        #[serde(rename = "Type")]
        pub r#type: Output<TaskDefinitionContainerDefinitionsItemResourceRequirementsItemType>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// `ContainerDefinitions[*].RestartPolicy` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemRestartPolicy {
        #[serde(rename = "Enabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enabled: Option<Output<bool>>,
        #[serde(rename = "IgnoredExitCodes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ignored_exit_codes: Option<Output<Vec<i64>>>,
        #[serde(rename = "RestartAttemptPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub restart_attempt_period: Option<Output<i64>>,
    }

    /// `ContainerDefinitions[*].Secrets[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemSecretsItem {
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
        /// Required.
        #[serde(rename = "ValueFrom")]
        pub value_from: Output<String>,
    }

    /// `ContainerDefinitions[*].SystemControls[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemSystemControlsItem {
        #[serde(rename = "Namespace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub namespace: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `ContainerDefinitions[*].Ulimits[*].Name` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemUlimitsItemName {
        #[serde(rename = "core")]
        Core,
        #[serde(rename = "cpu")]
        Cpu,
        #[serde(rename = "data")]
        Data,
        #[serde(rename = "fsize")]
        Fsize,
        #[serde(rename = "locks")]
        Locks,
        #[serde(rename = "memlock")]
        Memlock,
        #[serde(rename = "msgqueue")]
        Msgqueue,
        #[serde(rename = "nice")]
        Nice,
        #[serde(rename = "nofile")]
        Nofile,
        #[serde(rename = "nproc")]
        Nproc,
        #[serde(rename = "rss")]
        Rss,
        #[serde(rename = "rtprio")]
        Rtprio,
        #[serde(rename = "rttime")]
        Rttime,
        #[serde(rename = "sigpending")]
        Sigpending,
        #[serde(rename = "stack")]
        Stack,
    }

    /// `ContainerDefinitions[*].Ulimits[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemUlimitsItem {
        /// Required.
        #[serde(rename = "HardLimit")]
        pub hard_limit: Output<i64>,
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<TaskDefinitionContainerDefinitionsItemUlimitsItemName>,
        /// Required.
        #[serde(rename = "SoftLimit")]
        pub soft_limit: Output<i64>,
    }

    /// The values `ContainerDefinitions[*].VersionConsistency` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionContainerDefinitionsItemVersionConsistency {
        #[serde(rename = "enabled")]
        Enabled,
        #[serde(rename = "disabled")]
        Disabled,
    }

    /// `ContainerDefinitions[*].VolumesFrom[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItemVolumesFromItem {
        #[serde(rename = "ReadOnly")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub read_only: Option<Output<bool>>,
        #[serde(rename = "SourceContainer")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_container: Option<Output<String>>,
    }

    /// `ContainerDefinitions[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionContainerDefinitionsItem {
        #[serde(rename = "Command")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub command: Option<Output<Vec<String>>>,
        #[serde(rename = "Cpu")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cpu: Option<Output<i64>>,
        #[serde(rename = "CredentialSpecs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub credential_specs: Option<Output<Vec<String>>>,
        #[serde(rename = "DependsOn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub depends_on: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemDependsOnItem>>>,
        #[serde(rename = "DisableNetworking")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub disable_networking: Option<Output<bool>>,
        #[serde(rename = "DnsSearchDomains")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dns_search_domains: Option<Output<Vec<String>>>,
        #[serde(rename = "DnsServers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dns_servers: Option<Output<Vec<String>>>,
        #[serde(rename = "DockerLabels")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub docker_labels: Option<Output<BTreeMap<String, String>>>,
        #[serde(rename = "DockerSecurityOptions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub docker_security_options: Option<Output<Vec<String>>>,
        #[serde(rename = "EntryPoint")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub entry_point: Option<Output<Vec<String>>>,
        #[serde(rename = "Environment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub environment: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemEnvironmentItem>>>,
        #[serde(rename = "EnvironmentFiles")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub environment_files: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemEnvironmentFilesItem>>>,
        #[serde(rename = "Essential")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub essential: Option<Output<bool>>,
        #[serde(rename = "ExtraHosts")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub extra_hosts: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemExtraHostsItem>>>,
        #[serde(rename = "FirelensConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub firelens_configuration: Option<Output<TaskDefinitionContainerDefinitionsItemFirelensConfiguration>>,
        #[serde(rename = "HealthCheck")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check: Option<Output<TaskDefinitionContainerDefinitionsItemHealthCheck>>,
        #[serde(rename = "Hostname")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hostname: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Image")]
        pub image: Output<String>,
        #[serde(rename = "Interactive")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub interactive: Option<Output<bool>>,
        #[serde(rename = "Links")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub links: Option<Output<Vec<String>>>,
        #[serde(rename = "LinuxParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub linux_parameters: Option<Output<TaskDefinitionContainerDefinitionsItemLinuxParameters>>,
        #[serde(rename = "LogConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_configuration: Option<Output<TaskDefinitionContainerDefinitionsItemLogConfiguration>>,
        #[serde(rename = "Memory")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub memory: Option<Output<i64>>,
        #[serde(rename = "MemoryReservation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub memory_reservation: Option<Output<i64>>,
        #[serde(rename = "MountPoints")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mount_points: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemMountPointsItem>>>,
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
        #[serde(rename = "PortMappings")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub port_mappings: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemPortMappingsItem>>>,
        #[serde(rename = "Privileged")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub privileged: Option<Output<bool>>,
        #[serde(rename = "PseudoTerminal")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pseudo_terminal: Option<Output<bool>>,
        #[serde(rename = "ReadonlyRootFilesystem")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub readonly_root_filesystem: Option<Output<bool>>,
        #[serde(rename = "RepositoryCredentials")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub repository_credentials: Option<Output<TaskDefinitionContainerDefinitionsItemRepositoryCredentials>>,
        #[serde(rename = "ResourceRequirements")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub resource_requirements: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemResourceRequirementsItem>>>,
        #[serde(rename = "RestartPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub restart_policy: Option<Output<TaskDefinitionContainerDefinitionsItemRestartPolicy>>,
        #[serde(rename = "Secrets")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub secrets: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemSecretsItem>>>,
        #[serde(rename = "StartTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub start_timeout: Option<Output<i64>>,
        #[serde(rename = "StopTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub stop_timeout: Option<Output<i64>>,
        #[serde(rename = "SystemControls")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub system_controls: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemSystemControlsItem>>>,
        #[serde(rename = "Ulimits")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ulimits: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemUlimitsItem>>>,
        #[serde(rename = "User")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub user: Option<Output<String>>,
        /// Default: `"enabled"`.
        #[serde(rename = "VersionConsistency")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub version_consistency: Option<Output<TaskDefinitionContainerDefinitionsItemVersionConsistency>>,
        #[serde(rename = "VolumesFrom")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub volumes_from: Option<Output<Vec<TaskDefinitionContainerDefinitionsItemVolumesFromItem>>>,
        #[serde(rename = "WorkingDirectory")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub working_directory: Option<Output<String>>,
    }

    /// `EphemeralStorage` of `aws:ecs:TaskDefinition`. The ephemeral storage settings to use for tasks run with the task definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionEphemeralStorage {
        #[serde(rename = "SizeInGiB")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub size_in_gi_b: Option<Output<i64>>,
    }

    /// `InferenceAccelerators[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionInferenceAcceleratorsItem {
        #[serde(rename = "DeviceName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub device_name: Option<Output<String>>,
        #[serde(rename = "DeviceType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub device_type: Option<Output<String>>,
    }

    /// The values `IpcMode` of `aws:ecs:TaskDefinition` may take. The IPC resource namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionIpcMode {
        #[serde(rename = "host")]
        Host,
        #[serde(rename = "none")]
        None,
        #[serde(rename = "task")]
        Task,
    }

    /// The values `NetworkMode` of `aws:ecs:TaskDefinition` may take. The Docker networking mode to use for the containers in the task.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionNetworkMode {
        #[serde(rename = "awsvpc")]
        Awsvpc,
        #[serde(rename = "bridge")]
        Bridge,
        #[serde(rename = "host")]
        Host,
        #[serde(rename = "none")]
        None,
    }

    /// The values `PidMode` of `aws:ecs:TaskDefinition` may take. The process namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionPidMode {
        #[serde(rename = "host")]
        Host,
        #[serde(rename = "task")]
        Task,
    }

    /// The values `PlacementConstraints[*].Type` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionPlacementConstraintsItemType {
        #[serde(rename = "memberOf")]
        MemberOf,
    }

    /// `PlacementConstraints[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionPlacementConstraintsItem {
        #[serde(rename = "Expression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub expression: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Type")]
        pub r#type: Output<TaskDefinitionPlacementConstraintsItemType>,
    }

    /// `ProxyConfiguration.ProxyConfigurationProperties[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionProxyConfigurationProxyConfigurationPropertiesItem {
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `ProxyConfiguration.Type` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionProxyConfigurationType {
        #[serde(rename = "APPMESH")]
        Appmesh,
    }

    /// `ProxyConfiguration` of `aws:ecs:TaskDefinition`. The configuration details for the App Mesh proxy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionProxyConfiguration {
        /// Required.
        #[serde(rename = "ContainerName")]
        pub container_name: Output<String>,
        #[serde(rename = "ProxyConfigurationProperties")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub proxy_configuration_properties: Option<Output<Vec<TaskDefinitionProxyConfigurationProxyConfigurationPropertiesItem>>>,
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<TaskDefinitionProxyConfigurationType>>,
    }

    /// The values `RequiresCompatibilities[*]` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionRequiresCompatibilitiesItem {
        #[serde(rename = "EC2")]
        Ec2,
        #[serde(rename = "EXTERNAL")]
        External,
        #[serde(rename = "FARGATE")]
        Fargate,
        #[serde(rename = "MANAGED_INSTANCES")]
        ManagedInstances,
    }

    /// The values `RuntimePlatform.CpuArchitecture` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionRuntimePlatformCpuArchitecture {
        #[serde(rename = "ARM64")]
        Arm64,
        #[serde(rename = "X86_64")]
        X8664,
    }

    /// The values `RuntimePlatform.OperatingSystemFamily` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionRuntimePlatformOperatingSystemFamily {
        #[serde(rename = "LINUX")]
        Linux,
        #[serde(rename = "WINDOWS_SERVER_2004_CORE")]
        WindowsServer2004Core,
        #[serde(rename = "WINDOWS_SERVER_2016_FULL")]
        WindowsServer2016Full,
        #[serde(rename = "WINDOWS_SERVER_2019_CORE")]
        WindowsServer2019Core,
        #[serde(rename = "WINDOWS_SERVER_2019_FULL")]
        WindowsServer2019Full,
        #[serde(rename = "WINDOWS_SERVER_2022_CORE")]
        WindowsServer2022Core,
        #[serde(rename = "WINDOWS_SERVER_2022_FULL")]
        WindowsServer2022Full,
        #[serde(rename = "WINDOWS_SERVER_2025_CORE")]
        WindowsServer2025Core,
        #[serde(rename = "WINDOWS_SERVER_2025_FULL")]
        WindowsServer2025Full,
        #[serde(rename = "WINDOWS_SERVER_20H2_CORE")]
        WindowsServer20h2Core,
    }

    /// `RuntimePlatform` of `aws:ecs:TaskDefinition`. The operating system that your tasks definitions run on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionRuntimePlatform {
        #[serde(rename = "CpuArchitecture")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cpu_architecture: Option<Output<TaskDefinitionRuntimePlatformCpuArchitecture>>,
        #[serde(rename = "OperatingSystemFamily")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub operating_system_family: Option<Output<TaskDefinitionRuntimePlatformOperatingSystemFamily>>,
    }

    /// `Tags[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionTagsItem {
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `Volumes[*].DockerVolumeConfiguration.Scope` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionVolumesItemDockerVolumeConfigurationScope {
        #[serde(rename = "shared")]
        Shared,
        #[serde(rename = "task")]
        Task,
    }

    /// `Volumes[*].DockerVolumeConfiguration` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionVolumesItemDockerVolumeConfiguration {
        #[serde(rename = "Autoprovision")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub autoprovision: Option<Output<bool>>,
        #[serde(rename = "Driver")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub driver: Option<Output<String>>,
        #[serde(rename = "DriverOpts")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub driver_opts: Option<Output<BTreeMap<String, String>>>,
        #[serde(rename = "Labels")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub labels: Option<Output<BTreeMap<String, String>>>,
        #[serde(rename = "Scope")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scope: Option<Output<TaskDefinitionVolumesItemDockerVolumeConfigurationScope>>,
    }

    /// The values `Volumes[*].EFSVolumeConfiguration.AuthorizationConfig.IAM` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfigIAM {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
    }

    /// `Volumes[*].EFSVolumeConfiguration.AuthorizationConfig` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfig {
        #[serde(rename = "AccessPointId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_point_id: Option<Output<String>>,
        #[serde(rename = "IAM")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub iam: Option<Output<TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfigIAM>>,
    }

    /// The values `Volumes[*].EFSVolumeConfiguration.TransitEncryption` of `aws:ecs:TaskDefinition` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TaskDefinitionVolumesItemEFSVolumeConfigurationTransitEncryption {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
    }

    /// `Volumes[*].EFSVolumeConfiguration` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionVolumesItemEFSVolumeConfiguration {
        #[serde(rename = "AuthorizationConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authorization_config: Option<Output<TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfig>>,
        /// Required.
        #[serde(rename = "FilesystemId")]
        pub filesystem_id: Output<String>,
        #[serde(rename = "RootDirectory")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub root_directory: Option<Output<String>>,
        #[serde(rename = "TransitEncryption")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transit_encryption: Option<Output<TaskDefinitionVolumesItemEFSVolumeConfigurationTransitEncryption>>,
        #[serde(rename = "TransitEncryptionPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transit_encryption_port: Option<Output<i64>>,
    }

    /// `Volumes[*].FSxWindowsFileServerVolumeConfiguration.AuthorizationConfig` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfigurationAuthorizationConfig {
        /// Required.
        #[serde(rename = "CredentialsParameter")]
        pub credentials_parameter: Output<String>,
        /// Required.
        #[serde(rename = "Domain")]
        pub domain: Output<String>,
    }

    /// `Volumes[*].FSxWindowsFileServerVolumeConfiguration` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfiguration {
        #[serde(rename = "AuthorizationConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authorization_config: Option<Output<TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfigurationAuthorizationConfig>>,
        /// Required.
        #[serde(rename = "FileSystemId")]
        pub file_system_id: Output<String>,
        /// Required.
        #[serde(rename = "RootDirectory")]
        pub root_directory: Output<String>,
    }

    /// `Volumes[*].Host` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionVolumesItemHost {
        #[serde(rename = "SourcePath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_path: Option<Output<String>>,
    }

    /// `Volumes[*].S3FilesVolumeConfiguration` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Clone)]
    pub struct TaskDefinitionVolumesItemS3FilesVolumeConfiguration {
        #[serde(rename = "AccessPointArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_point_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "FileSystemArn")]
        pub file_system_arn: Output<String>,
        #[serde(rename = "RootDirectory")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub root_directory: Option<Output<String>>,
        #[serde(rename = "TransitEncryptionPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transit_encryption_port: Option<Output<i64>>,
    }

    /// `Volumes[*]` of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionVolumesItem {
        #[serde(rename = "ConfiguredAtLaunch")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub configured_at_launch: Option<Output<bool>>,
        #[serde(rename = "DockerVolumeConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub docker_volume_configuration: Option<Output<TaskDefinitionVolumesItemDockerVolumeConfiguration>>,
        #[serde(rename = "EFSVolumeConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub efs_volume_configuration: Option<Output<TaskDefinitionVolumesItemEFSVolumeConfiguration>>,
        #[serde(rename = "FSxWindowsFileServerVolumeConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub f_sx_windows_file_server_volume_configuration: Option<Output<TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfiguration>>,
        #[serde(rename = "Host")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub host: Option<Output<TaskDefinitionVolumesItemHost>>,
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        #[serde(rename = "S3FilesVolumeConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_files_volume_configuration: Option<Output<TaskDefinitionVolumesItemS3FilesVolumeConfiguration>>,
    }

    /// The inputs of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionArgs {
        /// A list of container definitions in JSON format that describe the different containers that make up your task.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ContainerDefinitions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_definitions: Option<Output<Vec<TaskDefinitionContainerDefinitionsItem>>>,
        /// The number of `cpu` units used by the task.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Cpu")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cpu: Option<Output<String>>,
        /// Enables fault injection and allows for fault injection requests to be accepted from the task's containers. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "EnableFaultInjection")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_fault_injection: Option<Output<bool>>,
        /// The ephemeral storage settings to use for tasks run with the task definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "EphemeralStorage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ephemeral_storage: Option<Output<TaskDefinitionEphemeralStorage>>,
        /// The Amazon Resource Name (ARN) of the task execution role that grants the Amazon ECS container agent permission to make AWS API calls on your behalf.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ExecutionRoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub execution_role_arn: Option<Output<String>>,
        /// The name of a family that this task definition is registered to.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Family")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub family: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "InferenceAccelerators")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub inference_accelerators: Option<Output<Vec<TaskDefinitionInferenceAcceleratorsItem>>>,
        /// The IPC resource namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "IpcMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipc_mode: Option<Output<TaskDefinitionIpcMode>>,
        /// The amount (in MiB) of memory used by the task.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Memory")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub memory: Option<Output<String>>,
        /// The Docker networking mode to use for the containers in the task.
        ///
        /// A change replaces the resource.
        #[serde(rename = "NetworkMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub network_mode: Option<Output<TaskDefinitionNetworkMode>>,
        /// The process namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "PidMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pid_mode: Option<Output<TaskDefinitionPidMode>>,
        /// An array of placement constraint objects to use for tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "PlacementConstraints")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub placement_constraints: Option<Output<Vec<TaskDefinitionPlacementConstraintsItem>>>,
        /// The configuration details for the App Mesh proxy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "ProxyConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub proxy_configuration: Option<Output<TaskDefinitionProxyConfiguration>>,
        /// The task launch types the task definition was validated against.
        ///
        /// A change replaces the resource.
        #[serde(rename = "RequiresCompatibilities")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub requires_compatibilities: Option<Output<Vec<TaskDefinitionRequiresCompatibilitiesItem>>>,
        /// The operating system that your tasks definitions run on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "RuntimePlatform")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub runtime_platform: Option<Output<TaskDefinitionRuntimePlatform>>,
        /// The metadata that you apply to the task definition to help you categorize and organize them.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<TaskDefinitionTagsItem>>>,
        /// The short name or full Amazon Resource Name (ARN) of the IAMlong role that grants containers in the task permission to call AWS APIs on your behalf.
        ///
        /// A change replaces the resource.
        #[serde(rename = "TaskRoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub task_role_arn: Option<Output<String>>,
        /// The list of data volume definitions for the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Volumes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub volumes: Option<Output<Vec<TaskDefinitionVolumesItem>>>,
    }

    /// `aws:ecs:TaskDefinition`: Registers a new task definition from the supplied `family` and `containerDefinitions`.
    #[derive(Clone, Debug)]
    pub struct TaskDefinition(pub Resource);

    impl TaskDefinition {
        /// Declare it, with default options.
        pub fn new(name: &str, args: TaskDefinitionArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: TaskDefinitionArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ecs:TaskDefinition", name, &args, options)?))
        }

        /// Output `TaskDefinitionArn`.
        pub fn task_definition_arn(&self) -> Output<String> {
            self.0.output("TaskDefinitionArn")
        }
    }
}

/// `aws:elasticloadbalancingv2:*` resources.
pub mod elasticloadbalancingv2 {
    use super::*;

    /// `Certificates[*]` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerCertificatesItem {
        #[serde(rename = "CertificateArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub certificate_arn: Option<Output<String>>,
    }

    /// The values `DefaultActions[*].AuthenticateCognitoConfig.OnUnauthenticatedRequest` of `aws:elasticloadbalancingv2:Listener` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ListenerDefaultActionsItemAuthenticateCognitoConfigOnUnauthenticatedRequest {
        #[serde(rename = "allow")]
        Allow,
        #[serde(rename = "authenticate")]
        Authenticate,
        #[serde(rename = "deny")]
        Deny,
    }

    /// `DefaultActions[*].AuthenticateCognitoConfig` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Clone)]
    pub struct ListenerDefaultActionsItemAuthenticateCognitoConfig {
        #[serde(rename = "AuthenticationRequestExtraParams")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authentication_request_extra_params: Option<Output<BTreeMap<String, String>>>,
        #[serde(rename = "OnUnauthenticatedRequest")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub on_unauthenticated_request: Option<Output<ListenerDefaultActionsItemAuthenticateCognitoConfigOnUnauthenticatedRequest>>,
        #[serde(rename = "Scope")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scope: Option<Output<String>>,
        #[serde(rename = "SessionCookieName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub session_cookie_name: Option<Output<String>>,
        #[serde(rename = "SessionTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub session_timeout: Option<Output<String>>,
        /// Required.
        #[serde(rename = "UserPoolArn")]
        pub user_pool_arn: Output<String>,
        /// Required.
        #[serde(rename = "UserPoolClientId")]
        pub user_pool_client_id: Output<String>,
        /// Required.
        #[serde(rename = "UserPoolDomain")]
        pub user_pool_domain: Output<String>,
    }

    /// The values `DefaultActions[*].AuthenticateOidcConfig.OnUnauthenticatedRequest` of `aws:elasticloadbalancingv2:Listener` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ListenerDefaultActionsItemAuthenticateOidcConfigOnUnauthenticatedRequest {
        #[serde(rename = "allow")]
        Allow,
        #[serde(rename = "authenticate")]
        Authenticate,
        #[serde(rename = "deny")]
        Deny,
    }

    /// `DefaultActions[*].AuthenticateOidcConfig` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Clone)]
    pub struct ListenerDefaultActionsItemAuthenticateOidcConfig {
        #[serde(rename = "AuthenticationRequestExtraParams")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authentication_request_extra_params: Option<Output<BTreeMap<String, String>>>,
        /// Required.
        #[serde(rename = "AuthorizationEndpoint")]
        pub authorization_endpoint: Output<String>,
        /// Required.
        #[serde(rename = "ClientId")]
        pub client_id: Output<String>,
        #[serde(rename = "ClientSecret")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub client_secret: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Issuer")]
        pub issuer: Output<String>,
        #[serde(rename = "OnUnauthenticatedRequest")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub on_unauthenticated_request: Option<Output<ListenerDefaultActionsItemAuthenticateOidcConfigOnUnauthenticatedRequest>>,
        #[serde(rename = "Scope")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scope: Option<Output<String>>,
        #[serde(rename = "SessionCookieName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub session_cookie_name: Option<Output<String>>,
        #[serde(rename = "SessionTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub session_timeout: Option<Output<String>>,
        /// Required.
        #[serde(rename = "TokenEndpoint")]
        pub token_endpoint: Output<String>,
        #[serde(rename = "UseExistingClientSecret")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub use_existing_client_secret: Option<Output<bool>>,
        /// Required.
        #[serde(rename = "UserInfoEndpoint")]
        pub user_info_endpoint: Output<String>,
    }

    /// `DefaultActions[*].FixedResponseConfig` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Clone)]
    pub struct ListenerDefaultActionsItemFixedResponseConfig {
        #[serde(rename = "ContentType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub content_type: Option<Output<String>>,
        #[serde(rename = "MessageBody")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub message_body: Option<Output<String>>,
        /// Required.
        #[serde(rename = "StatusCode")]
        pub status_code: Output<String>,
    }

    /// `DefaultActions[*].ForwardConfig.TargetGroupStickinessConfig` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerDefaultActionsItemForwardConfigTargetGroupStickinessConfig {
        #[serde(rename = "DurationSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub duration_seconds: Option<Output<i64>>,
        #[serde(rename = "Enabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enabled: Option<Output<bool>>,
    }

    /// `DefaultActions[*].ForwardConfig.TargetGroups[*]` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerDefaultActionsItemForwardConfigTargetGroupsItem {
        #[serde(rename = "TargetGroupArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_group_arn: Option<Output<String>>,
        #[serde(rename = "Weight")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub weight: Option<Output<i64>>,
    }

    /// `DefaultActions[*].ForwardConfig` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerDefaultActionsItemForwardConfig {
        #[serde(rename = "TargetGroupStickinessConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_group_stickiness_config: Option<Output<ListenerDefaultActionsItemForwardConfigTargetGroupStickinessConfig>>,
        #[serde(rename = "TargetGroups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_groups: Option<Output<Vec<ListenerDefaultActionsItemForwardConfigTargetGroupsItem>>>,
    }

    /// The values `DefaultActions[*].JwtValidationConfig.AdditionalClaims[*].Format` of `aws:elasticloadbalancingv2:Listener` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItemFormat {
        #[serde(rename = "single-string")]
        SingleString,
        #[serde(rename = "space-separated-values")]
        SpaceSeparatedValues,
        #[serde(rename = "string-array")]
        StringArray,
    }

    /// `DefaultActions[*].JwtValidationConfig.AdditionalClaims[*]` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Clone)]
    pub struct ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItem {
        /// Required.
        #[serde(rename = "Format")]
        pub format: Output<ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItemFormat>,
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
        /// Required.
        #[serde(rename = "Values")]
        pub values: Output<Vec<String>>,
    }

    /// `DefaultActions[*].JwtValidationConfig` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Clone)]
    pub struct ListenerDefaultActionsItemJwtValidationConfig {
        #[serde(rename = "AdditionalClaims")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub additional_claims: Option<Output<Vec<ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItem>>>,
        /// Required.
        #[serde(rename = "Issuer")]
        pub issuer: Output<String>,
        /// Required.
        #[serde(rename = "JwksEndpoint")]
        pub jwks_endpoint: Output<String>,
    }

    /// The values `DefaultActions[*].RedirectConfig.StatusCode` of `aws:elasticloadbalancingv2:Listener` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ListenerDefaultActionsItemRedirectConfigStatusCode {
        #[serde(rename = "HTTP_301")]
        Http301,
        #[serde(rename = "HTTP_302")]
        Http302,
    }

    /// `DefaultActions[*].RedirectConfig` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Clone)]
    pub struct ListenerDefaultActionsItemRedirectConfig {
        #[serde(rename = "Host")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub host: Option<Output<String>>,
        #[serde(rename = "Path")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub path: Option<Output<String>>,
        #[serde(rename = "Port")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub port: Option<Output<String>>,
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<String>>,
        #[serde(rename = "Query")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub query: Option<Output<String>>,
        /// Required.
        #[serde(rename = "StatusCode")]
        pub status_code: Output<ListenerDefaultActionsItemRedirectConfigStatusCode>,
    }

    /// The values `DefaultActions[*].Type` of `aws:elasticloadbalancingv2:Listener` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ListenerDefaultActionsItemType {
        #[serde(rename = "authenticate-cognito")]
        AuthenticateCognito,
        #[serde(rename = "authenticate-oidc")]
        AuthenticateOidc,
        #[serde(rename = "fixed-response")]
        FixedResponse,
        #[serde(rename = "forward")]
        Forward,
        #[serde(rename = "jwt-validation")]
        JwtValidation,
        #[serde(rename = "redirect")]
        Redirect,
    }

    /// `DefaultActions[*]` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Clone)]
    pub struct ListenerDefaultActionsItem {
        #[serde(rename = "AuthenticateCognitoConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authenticate_cognito_config: Option<Output<ListenerDefaultActionsItemAuthenticateCognitoConfig>>,
        #[serde(rename = "AuthenticateOidcConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authenticate_oidc_config: Option<Output<ListenerDefaultActionsItemAuthenticateOidcConfig>>,
        #[serde(rename = "FixedResponseConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fixed_response_config: Option<Output<ListenerDefaultActionsItemFixedResponseConfig>>,
        #[serde(rename = "ForwardConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub forward_config: Option<Output<ListenerDefaultActionsItemForwardConfig>>,
        #[serde(rename = "JwtValidationConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub jwt_validation_config: Option<Output<ListenerDefaultActionsItemJwtValidationConfig>>,
        #[serde(rename = "Order")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub order: Option<Output<i64>>,
        #[serde(rename = "RedirectConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub redirect_config: Option<Output<ListenerDefaultActionsItemRedirectConfig>>,
        #[serde(rename = "TargetGroupArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_group_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Type")]
        pub r#type: Output<ListenerDefaultActionsItemType>,
    }

    /// `ListenerAttributes[*]` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerListenerAttributesItem {
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `MutualAuthentication.AdvertiseTrustStoreCaNames` of `aws:elasticloadbalancingv2:Listener` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ListenerMutualAuthenticationAdvertiseTrustStoreCaNames {
        #[serde(rename = "off")]
        Off,
        #[serde(rename = "on")]
        On,
    }

    /// `MutualAuthentication` of `aws:elasticloadbalancingv2:Listener`. The mutual authentication configuration information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerMutualAuthentication {
        #[serde(rename = "AdvertiseTrustStoreCaNames")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub advertise_trust_store_ca_names: Option<Output<ListenerMutualAuthenticationAdvertiseTrustStoreCaNames>>,
        #[serde(rename = "IgnoreClientCertificateExpiry")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ignore_client_certificate_expiry: Option<Output<bool>>,
        #[serde(rename = "Mode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mode: Option<Output<String>>,
        #[serde(rename = "TrustStoreArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub trust_store_arn: Option<Output<String>>,
    }

    /// The values `Protocol` of `aws:elasticloadbalancingv2:Listener` may take. The protocol for connections from clients to the load balancer.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ListenerProtocol {
        #[serde(rename = "GENEVE")]
        Geneve,
        #[serde(rename = "HTTP")]
        Http,
        #[serde(rename = "HTTPS")]
        Https,
        #[serde(rename = "QUIC")]
        Quic,
        #[serde(rename = "TCP")]
        Tcp,
        #[serde(rename = "TCP_QUIC")]
        TcpQuic,
        #[serde(rename = "TCP_UDP")]
        TcpUdp,
        #[serde(rename = "TLS")]
        Tls,
        #[serde(rename = "UDP")]
        Udp,
    }

    /// `Tags[*]` of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Clone)]
    pub struct ListenerTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerArgs {
        /// [TLS listener] The name of the Application-Layer Protocol Negotiation (ALPN) policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AlpnPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alpn_policy: Option<Output<Vec<String>>>,
        /// The default SSL server certificate for a secure listener. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Certificates")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub certificates: Option<Output<Vec<ListenerCertificatesItem>>>,
        /// The actions for the default rule.
        ///
        /// Required.
        #[serde(rename = "DefaultActions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_actions: Option<Output<Vec<ListenerDefaultActionsItem>>>,
        /// The listener attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ListenerAttributes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub listener_attributes: Option<Output<Vec<ListenerListenerAttributesItem>>>,
        /// The Amazon Resource Name (ARN) of the load balancer.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "LoadBalancerArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub load_balancer_arn: Option<Output<String>>,
        /// The mutual authentication configuration information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MutualAuthentication")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mutual_authentication: Option<Output<ListenerMutualAuthentication>>,
        /// The port on which the load balancer is listening.
        #[serde(rename = "Port")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub port: Option<Output<i64>>,
        /// The protocol for connections from clients to the load balancer.
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<ListenerProtocol>>,
        /// [HTTPS and TLS listeners] The security policy that defines which protocols and ciphers are supported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SslPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ssl_policy: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<ListenerTagsItem>>>,
    }

    /// `aws:elasticloadbalancingv2:Listener`: Specifies a listener for an Application Load Balancer, Network Load Balancer, or Gateway Load Balancer.
    #[derive(Clone, Debug)]
    pub struct Listener(pub Resource);

    impl Listener {
        /// Declare it, with default options.
        pub fn new(name: &str, args: ListenerArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: ListenerArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:elasticloadbalancingv2:Listener", name, &args, options)?))
        }

        /// Output `ListenerArn`.
        pub fn listener_arn(&self) -> Output<String> {
            self.0.output("ListenerArn")
        }
    }

    /// The values `EnablePrefixForIpv6SourceNat` of `aws:elasticloadbalancingv2:LoadBalancer` may take. [Network Load Balancers with UDP listeners] Indicates whether to use an IPv6 prefix from each subnet for source NAT. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum LoadBalancerEnablePrefixForIpv6SourceNat {
        #[serde(rename = "off")]
        Off,
        #[serde(rename = "on")]
        On,
    }

    /// The values `IpAddressType` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The IP address type.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum LoadBalancerIpAddressType {
        #[serde(rename = "dualstack")]
        Dualstack,
        #[serde(rename = "dualstack-without-public-ipv4")]
        DualstackWithoutPublicIpv4,
        #[serde(rename = "ipv4")]
        Ipv4,
    }

    /// `LoadBalancerAttributes[*]` of `aws:elasticloadbalancingv2:LoadBalancer`.
    #[derive(Serialize, Default, Clone)]
    pub struct LoadBalancerLoadBalancerAttributesItem {
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// `MinimumLoadBalancerCapacity` of `aws:elasticloadbalancingv2:LoadBalancer`. The minimum capacity for a load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct LoadBalancerMinimumLoadBalancerCapacity {
        /// Required.
        #[serde(rename = "CapacityUnits")]
        pub capacity_units: Output<i64>,
    }

    /// The values `Scheme` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The nodes of an Internet-facing load balancer have public IP addresses.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum LoadBalancerScheme {
        #[serde(rename = "internal")]
        Internal,
        #[serde(rename = "internet-facing")]
        InternetFacing,
    }

    /// `SubnetMappings[*]` of `aws:elasticloadbalancingv2:LoadBalancer`.
    #[derive(Serialize, Clone)]
    pub struct LoadBalancerSubnetMappingsItem {
        #[serde(rename = "AllocationId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allocation_id: Option<Output<String>>,
        #[serde(rename = "IPv6Address")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub i_pv6_address: Option<Output<String>>,
        #[serde(rename = "PrivateIPv4Address")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub private_i_pv4_address: Option<Output<String>>,
        #[serde(rename = "SourceNatIpv6Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_nat_ipv6_prefix: Option<Output<String>>,
        /// Required.
        #[serde(rename = "SubnetId")]
        pub subnet_id: Output<String>,
    }

    /// `Tags[*]` of `aws:elasticloadbalancingv2:LoadBalancer`.
    #[derive(Serialize, Clone)]
    pub struct LoadBalancerTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `Type` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The type of load balancer.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum LoadBalancerType {
        #[serde(rename = "application")]
        Application,
        #[serde(rename = "gateway")]
        Gateway,
        #[serde(rename = "network")]
        Network,
    }

    /// The inputs of `aws:elasticloadbalancingv2:LoadBalancer`.
    #[derive(Serialize, Default, Clone)]
    pub struct LoadBalancerArgs {
        /// Indicates whether to enable stabilization when creating or updating an LCU reservation. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnableCapacityReservationProvisionStabilize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_capacity_reservation_provision_stabilize: Option<Output<bool>>,
        /// [Network Load Balancers with UDP listeners] Indicates whether to use an IPv6 prefix from each subnet for source NAT. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnablePrefixForIpv6SourceNat")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_prefix_for_ipv6_source_nat: Option<Output<LoadBalancerEnablePrefixForIpv6SourceNat>>,
        /// Indicates whether to evaluate inbound security group rules for traffic sent to a Network Load Balancer through privatelink. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnforceSecurityGroupInboundRulesOnPrivateLinkTraffic")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enforce_security_group_inbound_rules_on_private_link_traffic: Option<Output<String>>,
        /// The IP address type.
        ///
        /// Default: `"ipv4"`.
        #[serde(rename = "IpAddressType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ip_address_type: Option<Output<LoadBalancerIpAddressType>>,
        /// The ID of the IPv4 IPAM pool. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Ipv4IpamPoolId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv4_ipam_pool_id: Option<Output<String>>,
        /// The load balancer attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LoadBalancerAttributes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub load_balancer_attributes: Option<Output<Vec<LoadBalancerLoadBalancerAttributesItem>>>,
        /// The minimum capacity for a load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MinimumLoadBalancerCapacity")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub minimum_load_balancer_capacity: Option<Output<LoadBalancerMinimumLoadBalancerCapacity>>,
        /// The name of the load balancer.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// The nodes of an Internet-facing load balancer have public IP addresses.
        ///
        /// A change replaces the resource. Default: `"internet-facing"`.
        #[serde(rename = "Scheme")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scheme: Option<Output<LoadBalancerScheme>>,
        /// [Application Load Balancers and Network Load Balancers] The IDs of the security groups for the load balancer.
        #[serde(rename = "SecurityGroups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub security_groups: Option<Output<Vec<String>>>,
        /// The IDs of the subnets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SubnetMappings")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subnet_mappings: Option<Output<Vec<LoadBalancerSubnetMappingsItem>>>,
        /// The IDs of the subnets.
        #[serde(rename = "Subnets")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subnets: Option<Output<Vec<String>>>,
        /// The tags to assign to the load balancer.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<LoadBalancerTagsItem>>>,
        /// The type of load balancer.
        ///
        /// A change replaces the resource. Default: `"application"`.
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<LoadBalancerType>>,
    }

    /// `aws:elasticloadbalancingv2:LoadBalancer`: Specifies an Application Load Balancer, a Network Load Balancer, or a Gateway Load Balancer.
    #[derive(Clone, Debug)]
    pub struct LoadBalancer(pub Resource);

    impl LoadBalancer {
        /// Declare it, with default options.
        pub fn new(name: &str, args: LoadBalancerArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: LoadBalancerArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:elasticloadbalancingv2:LoadBalancer", name, &args, options)?))
        }

        /// Output `CanonicalHostedZoneID`.
        pub fn canonical_hosted_zone_id(&self) -> Output<String> {
            self.0.output("CanonicalHostedZoneID")
        }

        /// Output `DNSName`.
        pub fn dns_name(&self) -> Output<String> {
            self.0.output("DNSName")
        }

        /// Output `LoadBalancerArn`.
        pub fn load_balancer_arn(&self) -> Output<String> {
            self.0.output("LoadBalancerArn")
        }

        /// Output `LoadBalancerFullName`.
        pub fn load_balancer_full_name(&self) -> Output<String> {
            self.0.output("LoadBalancerFullName")
        }

        /// Output `LoadBalancerName`.
        pub fn load_balancer_name(&self) -> Output<String> {
            self.0.output("LoadBalancerName")
        }
    }

    /// The values `HealthCheckProtocol` of `aws:elasticloadbalancingv2:TargetGroup` may take. The protocol the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TargetGroupHealthCheckProtocol {
        #[serde(rename = "GENEVE")]
        Geneve,
        #[serde(rename = "HTTP")]
        Http,
        #[serde(rename = "HTTPS")]
        Https,
        #[serde(rename = "QUIC")]
        Quic,
        #[serde(rename = "TCP")]
        Tcp,
        #[serde(rename = "TCP_QUIC")]
        TcpQuic,
        #[serde(rename = "TCP_UDP")]
        TcpUdp,
        #[serde(rename = "TLS")]
        Tls,
        #[serde(rename = "UDP")]
        Udp,
    }

    /// The values `IpAddressType` of `aws:elasticloadbalancingv2:TargetGroup` may take. The type of IP address used for this target group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TargetGroupIpAddressType {
        #[serde(rename = "ipv4")]
        Ipv4,
        #[serde(rename = "ipv6")]
        Ipv6,
    }

    /// `Matcher` of `aws:elasticloadbalancingv2:TargetGroup`. [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target.
    #[derive(Serialize, Default, Clone)]
    pub struct TargetGroupMatcher {
        #[serde(rename = "GrpcCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub grpc_code: Option<Output<String>>,
        #[serde(rename = "HttpCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub http_code: Option<Output<String>>,
    }

    /// The values `Protocol` of `aws:elasticloadbalancingv2:TargetGroup` may take. The protocol to use for routing traffic to the targets.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TargetGroupProtocol {
        #[serde(rename = "GENEVE")]
        Geneve,
        #[serde(rename = "HTTP")]
        Http,
        #[serde(rename = "HTTPS")]
        Https,
        #[serde(rename = "QUIC")]
        Quic,
        #[serde(rename = "TCP")]
        Tcp,
        #[serde(rename = "TCP_QUIC")]
        TcpQuic,
        #[serde(rename = "TCP_UDP")]
        TcpUdp,
        #[serde(rename = "TLS")]
        Tls,
        #[serde(rename = "UDP")]
        Udp,
    }

    /// `Tags[*]` of `aws:elasticloadbalancingv2:TargetGroup`.
    #[derive(Serialize, Clone)]
    pub struct TargetGroupTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// `TargetGroupAttributes[*]` of `aws:elasticloadbalancingv2:TargetGroup`.
    #[derive(Serialize, Default, Clone)]
    pub struct TargetGroupTargetGroupAttributesItem {
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `TargetType` of `aws:elasticloadbalancingv2:TargetGroup` may take. The type of target that you must specify when registering targets with this target group.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TargetGroupTargetType {
        #[serde(rename = "alb")]
        Alb,
        #[serde(rename = "instance")]
        Instance,
        #[serde(rename = "ip")]
        Ip,
        #[serde(rename = "lambda")]
        Lambda,
    }

    /// `Targets[*]` of `aws:elasticloadbalancingv2:TargetGroup`.
    #[derive(Serialize, Clone)]
    pub struct TargetGroupTargetsItem {
        #[serde(rename = "AvailabilityZone")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub availability_zone: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        #[serde(rename = "Port")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub port: Option<Output<i64>>,
        #[serde(rename = "QuicServerId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub quic_server_id: Option<Output<String>>,
    }

    /// The inputs of `aws:elasticloadbalancingv2:TargetGroup`.
    #[derive(Serialize, Default, Clone)]
    pub struct TargetGroupArgs {
        /// Indicates whether health checks are enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "HealthCheckEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_enabled: Option<Output<bool>>,
        /// The approximate amount of time, in seconds, between health checks of an individual target.
        #[serde(rename = "HealthCheckIntervalSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_interval_seconds: Option<Output<i64>>,
        /// [HTTP/HTTPS health checks] The destination for health checks on the targets.
        #[serde(rename = "HealthCheckPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_path: Option<Output<String>>,
        /// The port the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "HealthCheckPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_port: Option<Output<String>>,
        /// The protocol the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "HealthCheckProtocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_protocol: Option<Output<TargetGroupHealthCheckProtocol>>,
        /// The amount of time, in seconds, during which no response from a target means a failed health check. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "HealthCheckTimeoutSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_timeout_seconds: Option<Output<i64>>,
        /// The number of consecutive health checks successes required before considering an unhealthy target healthy.
        #[serde(rename = "HealthyThresholdCount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub healthy_threshold_count: Option<Output<i64>>,
        /// The type of IP address used for this target group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "IpAddressType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ip_address_type: Option<Output<TargetGroupIpAddressType>>,
        /// [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target.
        #[serde(rename = "Matcher")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub matcher: Option<Output<TargetGroupMatcher>>,
        /// The name of the target group.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// The port on which the targets receive traffic.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Port")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub port: Option<Output<i64>>,
        /// The protocol to use for routing traffic to the targets.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<TargetGroupProtocol>>,
        /// [HTTP/HTTPS protocol] The protocol version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "ProtocolVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol_version: Option<Output<String>>,
        /// The tags.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<TargetGroupTagsItem>>>,
        /// The port that the target control agent uses to communicate the available capacity of targets to the load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TargetControlPort")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_control_port: Option<Output<i64>>,
        /// The attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TargetGroupAttributes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_group_attributes: Option<Output<Vec<TargetGroupTargetGroupAttributesItem>>>,
        /// The type of target that you must specify when registering targets with this target group.
        ///
        /// A change replaces the resource. Default: `"instance"`.
        #[serde(rename = "TargetType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_type: Option<Output<TargetGroupTargetType>>,
        /// The targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Targets")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub targets: Option<Output<Vec<TargetGroupTargetsItem>>>,
        /// The number of consecutive health check failures required before considering a target unhealthy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "UnhealthyThresholdCount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub unhealthy_threshold_count: Option<Output<i64>>,
        /// The identifier of the virtual private cloud (VPC).
        ///
        /// A change replaces the resource.
        #[serde(rename = "VpcId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_id: Option<Output<String>>,
    }

    /// `aws:elasticloadbalancingv2:TargetGroup`: Resource Type definition for AWS::ElasticLoadBalancingV2::TargetGroup
    #[derive(Clone, Debug)]
    pub struct TargetGroup(pub Resource);

    impl TargetGroup {
        /// Declare it, with default options.
        pub fn new(name: &str, args: TargetGroupArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: TargetGroupArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:elasticloadbalancingv2:TargetGroup", name, &args, options)?))
        }

        /// Output `LoadBalancerArns`.
        pub fn load_balancer_arns(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("LoadBalancerArns")
        }

        /// Output `TargetGroupArn`.
        pub fn target_group_arn(&self) -> Output<String> {
            self.0.output("TargetGroupArn")
        }

        /// Output `TargetGroupFullName`.
        pub fn target_group_full_name(&self) -> Output<String> {
            self.0.output("TargetGroupFullName")
        }

        /// Output `TargetGroupName`.
        pub fn target_group_name(&self) -> Output<String> {
            self.0.output("TargetGroupName")
        }
    }
}

/// `aws:events:*` resources.
pub mod events {
    use super::*;

    /// The values `State` of `aws:events:Rule` may take. The state of the rule.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RuleState {
        #[serde(rename = "DISABLED")]
        Disabled,
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "ENABLED_WITH_ALL_CLOUDTRAIL_MANAGEMENT_EVENTS")]
        EnabledWithAllCloudtrailManagementEvents,
    }

    /// `Tags[*]` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTagsItem {
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// `Targets[*].AppSyncParameters` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemAppSyncParameters {
        /// Required.
        #[serde(rename = "GraphQLOperation")]
        pub graph_ql_operation: Output<String>,
    }

    /// `Targets[*].BatchParameters.ArrayProperties` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemBatchParametersArrayProperties {
        #[serde(rename = "Size")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub size: Option<Output<i64>>,
    }

    /// `Targets[*].BatchParameters.RetryStrategy` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemBatchParametersRetryStrategy {
        #[serde(rename = "Attempts")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub attempts: Option<Output<i64>>,
    }

    /// `Targets[*].BatchParameters` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemBatchParameters {
        #[serde(rename = "ArrayProperties")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub array_properties: Option<Output<RuleTargetsItemBatchParametersArrayProperties>>,
        /// Required.
        #[serde(rename = "JobDefinition")]
        pub job_definition: Output<String>,
        /// Required.
        #[serde(rename = "JobName")]
        pub job_name: Output<String>,
        #[serde(rename = "RetryStrategy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub retry_strategy: Option<Output<RuleTargetsItemBatchParametersRetryStrategy>>,
    }

    /// `Targets[*].DeadLetterConfig` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemDeadLetterConfig {
        #[serde(rename = "Arn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub arn: Option<Output<String>>,
    }

    /// `Targets[*].EcsParameters.CapacityProviderStrategy[*]` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemEcsParametersCapacityProviderStrategyItem {
        #[serde(rename = "Base")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub base: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "CapacityProvider")]
        pub capacity_provider: Output<String>,
        #[serde(rename = "Weight")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub weight: Option<Output<i64>>,
    }

    /// The values `Targets[*].EcsParameters.LaunchType` of `aws:events:Rule` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RuleTargetsItemEcsParametersLaunchType {
        #[serde(rename = "EC2")]
        Ec2,
        #[serde(rename = "EXTERNAL")]
        External,
        #[serde(rename = "FARGATE")]
        Fargate,
    }

    /// `Targets[*].EcsParameters.NetworkConfiguration` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemEcsParametersNetworkConfiguration {
        #[serde(rename = "AwsVpcConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub aws_vpc_configuration: Option<Output<BTreeMap<String, serde_json::Value>>>,
    }

    /// The values `Targets[*].EcsParameters.PlacementConstraints[*].Type` of `aws:events:Rule` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RuleTargetsItemEcsParametersPlacementConstraintsItemType {
        #[serde(rename = "distinctInstance")]
        DistinctInstance,
        #[serde(rename = "memberOf")]
        MemberOf,
    }

    /// `Targets[*].EcsParameters.PlacementConstraints[*]` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemEcsParametersPlacementConstraintsItem {
        #[serde(rename = "Expression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub expression: Option<Output<String>>,
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<RuleTargetsItemEcsParametersPlacementConstraintsItemType>>,
    }

    /// `Targets[*].EcsParameters.PlacementStrategies[*]` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemEcsParametersPlacementStrategiesItem {
        #[serde(rename = "Field")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub field: Option<Output<String>>,
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<String>>,
    }

    /// The values `Targets[*].EcsParameters.PropagateTags` of `aws:events:Rule` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RuleTargetsItemEcsParametersPropagateTags {
        #[serde(rename = "TASK_DEFINITION")]
        TaskDefinition,
    }

    /// `Targets[*].EcsParameters.TagList[*]` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemEcsParametersTagListItem {
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// `Targets[*].EcsParameters` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemEcsParameters {
        #[serde(rename = "CapacityProviderStrategy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub capacity_provider_strategy: Option<Output<Vec<RuleTargetsItemEcsParametersCapacityProviderStrategyItem>>>,
        #[serde(rename = "EnableECSManagedTags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_ecs_managed_tags: Option<Output<bool>>,
        #[serde(rename = "EnableExecuteCommand")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_execute_command: Option<Output<bool>>,
        #[serde(rename = "Group")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub group: Option<Output<String>>,
        #[serde(rename = "LaunchType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub launch_type: Option<Output<RuleTargetsItemEcsParametersLaunchType>>,
        #[serde(rename = "NetworkConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub network_configuration: Option<Output<RuleTargetsItemEcsParametersNetworkConfiguration>>,
        #[serde(rename = "PlacementConstraints")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub placement_constraints: Option<Output<Vec<RuleTargetsItemEcsParametersPlacementConstraintsItem>>>,
        #[serde(rename = "PlacementStrategies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub placement_strategies: Option<Output<Vec<RuleTargetsItemEcsParametersPlacementStrategiesItem>>>,
        #[serde(rename = "PlatformVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub platform_version: Option<Output<String>>,
        #[serde(rename = "PropagateTags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub propagate_tags: Option<Output<RuleTargetsItemEcsParametersPropagateTags>>,
        #[serde(rename = "ReferenceId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub reference_id: Option<Output<String>>,
        #[serde(rename = "TagList")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tag_list: Option<Output<Vec<RuleTargetsItemEcsParametersTagListItem>>>,
        #[serde(rename = "TaskCount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub task_count: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "TaskDefinitionArn")]
        pub task_definition_arn: Output<String>,
    }

    /// `Targets[*].HttpParameters` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemHttpParameters {
        #[serde(rename = "HeaderParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub header_parameters: Option<Output<BTreeMap<String, String>>>,
        #[serde(rename = "PathParameterValues")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub path_parameter_values: Option<Output<Vec<String>>>,
        #[serde(rename = "QueryStringParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub query_string_parameters: Option<Output<BTreeMap<String, String>>>,
    }

    /// `Targets[*].InputTransformer` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemInputTransformer {
        #[serde(rename = "InputPathsMap")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub input_paths_map: Option<Output<BTreeMap<String, String>>>,
        /// Required.
        #[serde(rename = "InputTemplate")]
        pub input_template: Output<String>,
    }

    /// `Targets[*].KinesisParameters` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemKinesisParameters {
        /// Required.
        #[serde(rename = "PartitionKeyPath")]
        pub partition_key_path: Output<String>,
    }

    /// `Targets[*].RedshiftDataParameters` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemRedshiftDataParameters {
        /// Required.
        #[serde(rename = "Database")]
        pub database: Output<String>,
        #[serde(rename = "DbUser")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_user: Option<Output<String>>,
        #[serde(rename = "SecretManagerArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub secret_manager_arn: Option<Output<String>>,
        #[serde(rename = "Sql")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sql: Option<Output<String>>,
        #[serde(rename = "Sqls")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sqls: Option<Output<Vec<String>>>,
        #[serde(rename = "StatementName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub statement_name: Option<Output<String>>,
        #[serde(rename = "WithEvent")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub with_event: Option<Output<bool>>,
    }

    /// `Targets[*].RetryPolicy` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemRetryPolicy {
        #[serde(rename = "MaximumEventAgeInSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_event_age_in_seconds: Option<Output<i64>>,
        #[serde(rename = "MaximumRetryAttempts")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_retry_attempts: Option<Output<i64>>,
    }

    /// `Targets[*].RunCommandParameters.RunCommandTargets[*]` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemRunCommandParametersRunCommandTargetsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Values")]
        pub values: Output<Vec<String>>,
    }

    /// `Targets[*].RunCommandParameters` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemRunCommandParameters {
        /// Required.
        #[serde(rename = "RunCommandTargets")]
        pub run_command_targets: Output<Vec<RuleTargetsItemRunCommandParametersRunCommandTargetsItem>>,
    }

    /// `Targets[*].SageMakerPipelineParameters.PipelineParameterList[*]` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemSageMakerPipelineParametersPipelineParameterListItem {
        /// Required.
        #[serde(rename = "Name")]
        pub name: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// `Targets[*].SageMakerPipelineParameters` of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleTargetsItemSageMakerPipelineParameters {
        #[serde(rename = "PipelineParameterList")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pipeline_parameter_list: Option<Output<Vec<RuleTargetsItemSageMakerPipelineParametersPipelineParameterListItem>>>,
    }

    /// `Targets[*].SqsParameters` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItemSqsParameters {
        /// Required.
        #[serde(rename = "MessageGroupId")]
        pub message_group_id: Output<String>,
    }

    /// `Targets[*]` of `aws:events:Rule`.
    #[derive(Serialize, Clone)]
    pub struct RuleTargetsItem {
        #[serde(rename = "AppSyncParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub app_sync_parameters: Option<Output<RuleTargetsItemAppSyncParameters>>,
        /// Required.
        #[serde(rename = "Arn")]
        pub arn: Output<String>,
        #[serde(rename = "BatchParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub batch_parameters: Option<Output<RuleTargetsItemBatchParameters>>,
        #[serde(rename = "DeadLetterConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dead_letter_config: Option<Output<RuleTargetsItemDeadLetterConfig>>,
        #[serde(rename = "EcsParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ecs_parameters: Option<Output<RuleTargetsItemEcsParameters>>,
        #[serde(rename = "HttpParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub http_parameters: Option<Output<RuleTargetsItemHttpParameters>>,
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        #[serde(rename = "Input")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub input: Option<Output<String>>,
        #[serde(rename = "InputPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub input_path: Option<Output<String>>,
        #[serde(rename = "InputTransformer")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub input_transformer: Option<Output<RuleTargetsItemInputTransformer>>,
        #[serde(rename = "KinesisParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kinesis_parameters: Option<Output<RuleTargetsItemKinesisParameters>>,
        #[serde(rename = "RedshiftDataParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub redshift_data_parameters: Option<Output<RuleTargetsItemRedshiftDataParameters>>,
        #[serde(rename = "RetryPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub retry_policy: Option<Output<RuleTargetsItemRetryPolicy>>,
        #[serde(rename = "RoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role_arn: Option<Output<String>>,
        #[serde(rename = "RunCommandParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub run_command_parameters: Option<Output<RuleTargetsItemRunCommandParameters>>,
        #[serde(rename = "SageMakerPipelineParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sage_maker_pipeline_parameters: Option<Output<RuleTargetsItemSageMakerPipelineParameters>>,
        #[serde(rename = "SqsParameters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sqs_parameters: Option<Output<RuleTargetsItemSqsParameters>>,
    }

    /// The inputs of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleArgs {
        /// The description of the rule.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// The name or ARN of the event bus associated with the rule.
        ///
        /// A change replaces the resource. Default: `"default"`.
        #[serde(rename = "EventBusName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_bus_name: Option<Output<String>>,
        /// The event pattern of the rule.
        #[serde(rename = "EventPattern")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_pattern: Option<Output<serde_json::Value>>,
        /// The name of the rule.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// The Amazon Resource Name (ARN) of the role that is used for target invocation.
        #[serde(rename = "RoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role_arn: Option<Output<String>>,
        /// The scheduling expression.
        #[serde(rename = "ScheduleExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub schedule_expression: Option<Output<String>>,
        /// The state of the rule.
        ///
        /// Default: `"ENABLED"`.
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<RuleState>>,
        /// Any tags assigned to the event rule.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<RuleTagsItem>>>,
        /// Adds the specified targets to the specified rule, or updates the targets if they are already associated with the rule.
        #[serde(rename = "Targets")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub targets: Option<Output<Vec<RuleTargetsItem>>>,
    }

    /// `aws:events:Rule`: Resource Type definition for AWS::Events::Rule
    #[derive(Clone, Debug)]
    pub struct Rule(pub Resource);

    impl Rule {
        /// Declare it, with default options.
        pub fn new(name: &str, args: RuleArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: RuleArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:events:Rule", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `RuleName`.
        pub fn rule_name(&self) -> Output<String> {
            self.0.output("RuleName")
        }
    }
}

/// `aws:iam:*` resources.
pub mod iam {
    use super::*;

    /// The inputs of `aws:iam:ManagedPolicy`.
    #[derive(Serialize, Default, Clone)]
    pub struct ManagedPolicyArgs {
        /// A change replaces the resource.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// The name (friendly name, not ARN) of the group to attach the policy to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Groups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub groups: Option<Output<Vec<String>>>,
        /// By default the resource's name and a suffix.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ManagedPolicyName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub managed_policy_name: Option<Output<String>>,
        /// A change replaces the resource. Default: `"/"`.
        #[serde(rename = "Path")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub path: Option<Output<String>>,
        /// Required.
        #[serde(rename = "PolicyDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub policy_document: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "Roles")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub roles: Option<Output<Vec<String>>>,
        /// The name (friendly name, not ARN) of the IAM user to attach the policy to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Users")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub users: Option<Output<Vec<String>>>,
    }

    /// `aws:iam:ManagedPolicy`: A customer managed IAM policy (AWS::IAM::ManagedPolicy).
    #[derive(Clone, Debug)]
    pub struct ManagedPolicy(pub Resource);

    impl ManagedPolicy {
        /// Declare it, with default options.
        pub fn new(name: &str, args: ManagedPolicyArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: ManagedPolicyArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:iam:ManagedPolicy", name, &args, options)?))
        }

        /// Output `AttachmentCount`.
        pub fn attachment_count(&self) -> Output<i64> {
            self.0.output("AttachmentCount")
        }

        /// Output `CreateDate`.
        pub fn create_date(&self) -> Output<String> {
            self.0.output("CreateDate")
        }

        /// Output `DefaultVersionId`.
        pub fn default_version_id(&self) -> Output<String> {
            self.0.output("DefaultVersionId")
        }

        /// Output `IsAttachable`.
        pub fn is_attachable(&self) -> Output<bool> {
            self.0.output("IsAttachable")
        }

        /// Output `PermissionsBoundaryUsageCount`.
        pub fn permissions_boundary_usage_count(&self) -> Output<i64> {
            self.0.output("PermissionsBoundaryUsageCount")
        }

        /// Output `PolicyArn`.
        /// The resource's id.
        pub fn policy_arn(&self) -> Output<String> {
            self.0.output("PolicyArn")
        }

        /// Output `PolicyId`.
        pub fn policy_id(&self) -> Output<String> {
            self.0.output("PolicyId")
        }

        /// Output `UpdateDate`.
        pub fn update_date(&self) -> Output<String> {
            self.0.output("UpdateDate")
        }
    }

    /// The inputs of `aws:iam:Policy`.
    #[derive(Serialize, Default, Clone)]
    pub struct PolicyArgs {
        /// The name of the group to associate the policy with. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Groups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub groups: Option<Output<Vec<String>>>,
        /// Required.
        #[serde(rename = "PolicyDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub policy_document: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "PolicyName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub policy_name: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Roles")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub roles: Option<Output<Vec<String>>>,
        /// The name of the user to associate the policy with. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Users")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub users: Option<Output<Vec<String>>>,
    }

    /// `aws:iam:Policy`: An inline policy put on IAM roles (AWS::IAM::Policy).
    #[derive(Clone, Debug)]
    pub struct Policy(pub Resource);

    impl Policy {
        /// Declare it, with default options.
        pub fn new(name: &str, args: PolicyArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: PolicyArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:iam:Policy", name, &args, options)?))
        }

        /// Output `Id`.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }

        /// Output `PolicyName`.
        pub fn policy_name(&self) -> Output<String> {
            self.0.output("PolicyName")
        }
    }

    /// `Policies[*]` of `aws:iam:Role`.
    #[derive(Serialize, Clone)]
    pub struct RolePoliciesItem {
        /// Required.
        #[serde(rename = "PolicyDocument")]
        pub policy_document: Output<serde_json::Value>,
        /// Required.
        #[serde(rename = "PolicyName")]
        pub policy_name: Output<String>,
    }

    /// `Tags[*]` of `aws:iam:Role`.
    #[derive(Serialize, Clone)]
    pub struct RoleTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:iam:Role`.
    #[derive(Serialize, Default, Clone)]
    pub struct RoleArgs {
        /// Required.
        #[serde(rename = "AssumeRolePolicyDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub assume_role_policy_document: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        #[serde(rename = "ManagedPolicyArns")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub managed_policy_arns: Option<Output<Vec<String>>>,
        #[serde(rename = "MaxSessionDuration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_session_duration: Option<Output<i64>>,
        /// A change replaces the resource. Default: `"/"`.
        #[serde(rename = "Path")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub path: Option<Output<String>>,
        /// The ARN of the policy used to set the permissions boundary for the role. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PermissionsBoundary")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub permissions_boundary: Option<Output<String>>,
        /// Adds or updates an inline policy document that is embedded in the specified IAM role. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Policies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub policies: Option<Output<Vec<RolePoliciesItem>>>,
        /// By default the resource's name and a suffix.
        ///
        /// A change replaces the resource.
        #[serde(rename = "RoleName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role_name: Option<Output<String>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<RoleTagsItem>>>,
        /// Strata's own (Terraform's force_detach_policies): deleting the role first detaches every managed policy, deletes every inline policy and leaves every instance profile, whoever put them there. Without it, a role given policies outside Strata is not deleted. Set it with an `up` before the destroy.
        ///
        /// Default: `false`.
        #[serde(rename = "forceDetachPolicies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub force_detach_policies: Option<Output<bool>>,
    }

    /// `aws:iam:Role`: An IAM role (AWS::IAM::Role).
    #[derive(Clone, Debug)]
    pub struct Role(pub Resource);

    impl Role {
        /// Declare it, with default options.
        pub fn new(name: &str, args: RoleArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: RoleArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:iam:Role", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `RoleId`.
        pub fn role_id(&self) -> Output<String> {
            self.0.output("RoleId")
        }

        /// Output `RoleName`.
        /// The resource's id.
        pub fn role_name(&self) -> Output<String> {
            self.0.output("RoleName")
        }
    }
}

/// `aws:kms:*` resources.
pub mod kms {
    use super::*;

    /// The inputs of `aws:kms:Alias`.
    #[derive(Serialize, Default, Clone)]
    pub struct AliasArgs {
        /// Specifies the alias name.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "AliasName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alias_name: Option<Output<String>>,
        /// Associates the alias with the specified [](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#customer-cmk).
        ///
        /// Required.
        #[serde(rename = "TargetKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_key_id: Option<Output<String>>,
    }

    /// `aws:kms:Alias`: The `AWS::KMS::Alias` resource specifies a display name for a [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys).
    #[derive(Clone, Debug)]
    pub struct Alias(pub Resource);

    impl Alias {
        /// Declare it, with default options.
        pub fn new(name: &str, args: AliasArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: AliasArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:kms:Alias", name, &args, options)?))
        }

        /// Output `AliasName`.
        pub fn alias_name(&self) -> Output<String> {
            self.0.output("AliasName")
        }
    }

    /// The values `KeySpec` of `aws:kms:Key` may take. Specifies the type of KMS key to create.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum KeyKeySpec {
        #[serde(rename = "SYMMETRIC_DEFAULT")]
        SymmetricDefault,
        #[serde(rename = "RSA_2048")]
        Rsa2048,
        #[serde(rename = "RSA_3072")]
        Rsa3072,
        #[serde(rename = "RSA_4096")]
        Rsa4096,
        #[serde(rename = "ECC_NIST_P256")]
        EccNistP256,
        #[serde(rename = "ECC_NIST_P384")]
        EccNistP384,
        #[serde(rename = "ECC_NIST_P521")]
        EccNistP521,
        #[serde(rename = "ECC_SECG_P256K1")]
        EccSecgP256k1,
        #[serde(rename = "HMAC_224")]
        Hmac224,
        #[serde(rename = "HMAC_256")]
        Hmac256,
        #[serde(rename = "HMAC_384")]
        Hmac384,
        #[serde(rename = "HMAC_512")]
        Hmac512,
        #[serde(rename = "SM2")]
        Sm2,
        #[serde(rename = "ML_DSA_44")]
        MlDsa44,
        #[serde(rename = "ML_DSA_65")]
        MlDsa65,
        #[serde(rename = "ML_DSA_87")]
        MlDsa87,
        #[serde(rename = "ECC_NIST_EDWARDS25519")]
        EccNistEdwards25519,
    }

    /// The values `KeyUsage` of `aws:kms:Key` may take. Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t…
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum KeyKeyUsage {
        #[serde(rename = "ENCRYPT_DECRYPT")]
        EncryptDecrypt,
        #[serde(rename = "SIGN_VERIFY")]
        SignVerify,
        #[serde(rename = "GENERATE_VERIFY_MAC")]
        GenerateVerifyMac,
        #[serde(rename = "KEY_AGREEMENT")]
        KeyAgreement,
    }

    /// The values `Origin` of `aws:kms:Key` may take. The source of the key material for the KMS key. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum KeyOrigin {
        #[serde(rename = "AWS_KMS")]
        AwsKms,
        #[serde(rename = "EXTERNAL")]
        External,
    }

    /// `Tags[*]` of `aws:kms:Key`.
    #[derive(Serialize, Clone)]
    pub struct KeyTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:kms:Key`.
    #[derive(Serialize, Default, Clone)]
    pub struct KeyArgs {
        /// Skips ("bypasses") the key policy lockout safety check. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "BypassPolicyLockoutSafetyCheck")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bypass_policy_lockout_safety_check: Option<Output<bool>>,
        /// A description of the KMS key.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// Enables automatic rotation of the key material for the specified KMS key.
        ///
        /// Default: `false`.
        #[serde(rename = "EnableKeyRotation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_key_rotation: Option<Output<bool>>,
        /// Specifies whether the KMS key is enabled.
        ///
        /// Default: `true`.
        #[serde(rename = "Enabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enabled: Option<Output<bool>>,
        /// The key policy to attach to the KMS key.
        #[serde(rename = "KeyPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_policy: Option<Output<serde_json::Value>>,
        /// Specifies the type of KMS key to create.
        ///
        /// A change replaces the resource. Default: `"SYMMETRIC_DEFAULT"`.
        #[serde(rename = "KeySpec")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_spec: Option<Output<KeyKeySpec>>,
        /// Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t…
        ///
        /// A change replaces the resource. Default: `"ENCRYPT_DECRYPT"`.
        #[serde(rename = "KeyUsage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_usage: Option<Output<KeyKeyUsage>>,
        /// Creates a multi-Region primary key that you can replicate in other AWS-Regions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MultiRegion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub multi_region: Option<Output<bool>>,
        /// The source of the key material for the KMS key. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Origin")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub origin: Option<Output<KeyOrigin>>,
        /// Specifies the number of days in the waiting period before KMS deletes a KMS key that has been removed from a CloudFormation stack.
        #[serde(rename = "PendingWindowInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pending_window_in_days: Option<Output<i64>>,
        /// Specifies a custom period of time between each rotation date. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RotationPeriodInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub rotation_period_in_days: Option<Output<i64>>,
        /// Assigns one or more tags to the replica key.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<KeyTagsItem>>>,
    }

    /// `aws:kms:Key`: The `AWS::KMS::Key` resource specifies an [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys) in KMSlong.
    #[derive(Clone, Debug)]
    pub struct Key(pub Resource);

    impl Key {
        /// Declare it, with default options.
        pub fn new(name: &str, args: KeyArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: KeyArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:kms:Key", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `KeyId`.
        pub fn key_id(&self) -> Output<String> {
            self.0.output("KeyId")
        }
    }
}

/// `aws:lambda:*` resources.
pub mod lambda {
    use super::*;

    /// The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*].Type` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType {
        #[serde(rename = "BASIC_AUTH")]
        BasicAuth,
        #[serde(rename = "CLIENT_CERTIFICATE_TLS_AUTH")]
        ClientCertificateTlsAuth,
        #[serde(rename = "SERVER_ROOT_CA_CERTIFICATE")]
        ServerRootCaCertificate,
        #[serde(rename = "OAUTHBEARER_AUTH")]
        OauthbearerAuth,
    }

    /// `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*]` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem {
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType>>,
        #[serde(rename = "URI")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub uri: Option<Output<String>>,
    }

    /// The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.EventRecordFormat` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat {
        #[serde(rename = "JSON")]
        Json,
        #[serde(rename = "SOURCE")]
        Source,
    }

    /// The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*].Attribute` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute {
        #[serde(rename = "KEY")]
        Key,
        #[serde(rename = "VALUE")]
        Value,
    }

    /// `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*]` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem {
        #[serde(rename = "Attribute")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub attribute: Option<Output<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute>>,
    }

    /// `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfig {
        #[serde(rename = "AccessConfigs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_configs: Option<Output<Vec<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem>>>,
        #[serde(rename = "EventRecordFormat")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_record_format: Option<Output<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat>>,
        #[serde(rename = "SchemaRegistryURI")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub schema_registry_uri: Option<Output<String>>,
        #[serde(rename = "SchemaValidationConfigs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub schema_validation_configs: Option<Output<Vec<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem>>>,
    }

    /// `AmazonManagedKafkaEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for an Amazon Managed Streaming for Apache Kafka (Amazon MSK) event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingAmazonManagedKafkaEventSourceConfig {
        #[serde(rename = "ConsumerGroupId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub consumer_group_id: Option<Output<String>>,
        #[serde(rename = "SchemaRegistryConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub schema_registry_config: Option<Output<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfig>>,
    }

    /// `DestinationConfig.OnFailure` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingDestinationConfigOnFailure {
        #[serde(rename = "Destination")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination: Option<Output<String>>,
    }

    /// `DestinationConfig` of `aws:lambda:EventSourceMapping`. (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) A configuration object that specifies the destination of an event after Lambda processes… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingDestinationConfig {
        #[serde(rename = "OnFailure")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub on_failure: Option<Output<EventSourceMappingDestinationConfigOnFailure>>,
    }

    /// The values `DocumentDBEventSourceConfig.FullDocument` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingDocumentDBEventSourceConfigFullDocument {
        #[serde(rename = "UpdateLookup")]
        UpdateLookup,
        #[serde(rename = "Default")]
        Default,
    }

    /// `DocumentDBEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for a DocumentDB event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingDocumentDBEventSourceConfig {
        #[serde(rename = "CollectionName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub collection_name: Option<Output<String>>,
        #[serde(rename = "DatabaseName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub database_name: Option<Output<String>>,
        #[serde(rename = "FullDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub full_document: Option<Output<EventSourceMappingDocumentDBEventSourceConfigFullDocument>>,
    }

    /// `FilterCriteria.Filters[*]` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingFilterCriteriaFiltersItem {
        #[serde(rename = "Pattern")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pattern: Option<Output<String>>,
    }

    /// `FilterCriteria` of `aws:lambda:EventSourceMapping`. An object that defines the filter criteria that determine whether Lambda should process an event. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingFilterCriteria {
        #[serde(rename = "Filters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filters: Option<Output<Vec<EventSourceMappingFilterCriteriaFiltersItem>>>,
    }

    /// The values `FunctionResponseTypes[*]` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingFunctionResponseTypesItem {
        #[serde(rename = "ReportBatchItemFailures")]
        ReportBatchItemFailures,
    }

    /// The values `LoggingConfig.SystemLogLevel` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingLoggingConfigSystemLogLevel {
        #[serde(rename = "DEBUG")]
        Debug,
        #[serde(rename = "INFO")]
        Info,
        #[serde(rename = "WARN")]
        Warn,
    }

    /// `LoggingConfig` of `aws:lambda:EventSourceMapping`. (Amazon MSK, and self-managed Apache Kafka only) The logging configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingLoggingConfig {
        #[serde(rename = "SystemLogLevel")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub system_log_level: Option<Output<EventSourceMappingLoggingConfigSystemLogLevel>>,
    }

    /// The values `MetricsConfig.Metrics[*]` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingMetricsConfigMetricsItem {
        #[serde(rename = "EventCount")]
        EventCount,
        #[serde(rename = "ErrorCount")]
        ErrorCount,
        #[serde(rename = "KafkaMetrics")]
        KafkaMetrics,
    }

    /// `MetricsConfig` of `aws:lambda:EventSourceMapping`. The metrics configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingMetricsConfig {
        #[serde(rename = "Metrics")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metrics: Option<Output<Vec<EventSourceMappingMetricsConfigMetricsItem>>>,
    }

    /// `ProvisionedPollerConfig` of `aws:lambda:EventSourceMapping`. (Amazon SQS, Amazon MSK, and self-managed Apache Kafka only) The provisioned mode configuration for the event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingProvisionedPollerConfig {
        #[serde(rename = "MaximumPollers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_pollers: Option<Output<i64>>,
        #[serde(rename = "MinimumPollers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub minimum_pollers: Option<Output<i64>>,
        #[serde(rename = "PollerGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub poller_group_name: Option<Output<String>>,
    }

    /// `ScalingConfig` of `aws:lambda:EventSourceMapping`. This property is for Amazon SQS event sources only. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingScalingConfig {
        #[serde(rename = "MaximumConcurrency")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_concurrency: Option<Output<i64>>,
    }

    /// `SelfManagedEventSource.Endpoints` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingSelfManagedEventSourceEndpoints {
        #[serde(rename = "KafkaBootstrapServers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kafka_bootstrap_servers: Option<Output<Vec<String>>>,
    }

    /// `SelfManagedEventSource` of `aws:lambda:EventSourceMapping`. The self-managed Apache Kafka cluster for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingSelfManagedEventSource {
        #[serde(rename = "Endpoints")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub endpoints: Option<Output<EventSourceMappingSelfManagedEventSourceEndpoints>>,
    }

    /// The values `SelfManagedKafkaEventSourceConfig.ConsumptionMode` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingSelfManagedKafkaEventSourceConfigConsumptionMode {
        #[serde(rename = "Stream")]
        Stream,
        #[serde(rename = "Queue")]
        Queue,
    }

    /// The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*].Type` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType {
        #[serde(rename = "BASIC_AUTH")]
        BasicAuth,
        #[serde(rename = "CLIENT_CERTIFICATE_TLS_AUTH")]
        ClientCertificateTlsAuth,
        #[serde(rename = "SERVER_ROOT_CA_CERTIFICATE")]
        ServerRootCaCertificate,
        #[serde(rename = "OAUTHBEARER_AUTH")]
        OauthbearerAuth,
    }

    /// `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*]` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem {
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType>>,
        #[serde(rename = "URI")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub uri: Option<Output<String>>,
    }

    /// The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.EventRecordFormat` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat {
        #[serde(rename = "JSON")]
        Json,
        #[serde(rename = "SOURCE")]
        Source,
    }

    /// The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*].Attribute` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute {
        #[serde(rename = "KEY")]
        Key,
        #[serde(rename = "VALUE")]
        Value,
    }

    /// `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*]` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem {
        #[serde(rename = "Attribute")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub attribute: Option<Output<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute>>,
    }

    /// `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfig {
        #[serde(rename = "AccessConfigs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_configs: Option<Output<Vec<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem>>>,
        #[serde(rename = "EventRecordFormat")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_record_format: Option<Output<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat>>,
        #[serde(rename = "SchemaRegistryURI")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub schema_registry_uri: Option<Output<String>>,
        #[serde(rename = "SchemaValidationConfigs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub schema_validation_configs: Option<Output<Vec<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem>>>,
    }

    /// `SelfManagedKafkaEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for a self-managed Apache Kafka event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingSelfManagedKafkaEventSourceConfig {
        #[serde(rename = "ConsumerGroupId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub consumer_group_id: Option<Output<String>>,
        #[serde(rename = "ConsumptionMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub consumption_mode: Option<Output<EventSourceMappingSelfManagedKafkaEventSourceConfigConsumptionMode>>,
        #[serde(rename = "SchemaRegistryConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub schema_registry_config: Option<Output<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfig>>,
    }

    /// The values `SourceAccessConfigurations[*].Type` of `aws:lambda:EventSourceMapping` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EventSourceMappingSourceAccessConfigurationsItemType {
        #[serde(rename = "BASIC_AUTH")]
        BasicAuth,
        #[serde(rename = "VPC_SUBNET")]
        VpcSubnet,
        #[serde(rename = "VPC_SECURITY_GROUP")]
        VpcSecurityGroup,
        #[serde(rename = "SASL_SCRAM_512_AUTH")]
        SaslScram512Auth,
        #[serde(rename = "SASL_SCRAM_256_AUTH")]
        SaslScram256Auth,
        #[serde(rename = "VIRTUAL_HOST")]
        VirtualHost,
        #[serde(rename = "CLIENT_CERTIFICATE_TLS_AUTH")]
        ClientCertificateTlsAuth,
        #[serde(rename = "SERVER_ROOT_CA_CERTIFICATE")]
        ServerRootCaCertificate,
        #[serde(rename = "OAUTHBEARER_AUTH")]
        OauthbearerAuth,
        #[serde(rename = "OAUTHBEARER_SCOPE")]
        OauthbearerScope,
        #[serde(rename = "OAUTHBEARER_AUDIENCE")]
        OauthbearerAudience,
        #[serde(rename = "OAUTHBEARER_LOGICAL_CLUSTER")]
        OauthbearerLogicalCluster,
        #[serde(rename = "OAUTHBEARER_IDENTITY_POOL")]
        OauthbearerIdentityPool,
        #[serde(rename = "IAM_AUTH")]
        IamAuth,
        #[serde(rename = "IAM_OAUTHBEARER_AUTH")]
        IamOauthbearerAuth,
    }

    /// `SourceAccessConfigurations[*]` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingSourceAccessConfigurationsItem {
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<EventSourceMappingSourceAccessConfigurationsItemType>>,
        #[serde(rename = "URI")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub uri: Option<Output<String>>,
    }

    /// `Tags[*]` of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Clone)]
    pub struct EventSourceMappingTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The inputs of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingArgs {
        /// Specific configuration settings for an Amazon Managed Streaming for Apache Kafka (Amazon MSK) event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AmazonManagedKafkaEventSourceConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub amazon_managed_kafka_event_source_config: Option<Output<EventSourceMappingAmazonManagedKafkaEventSourceConfig>>,
        /// The maximum number of records in each batch that Lambda pulls from your stream or queue and sends to your function.
        #[serde(rename = "BatchSize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub batch_size: Option<Output<i64>>,
        /// (Kinesis and DynamoDB Streams only) If the function returns an error, split the batch in two and retry. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "BisectBatchOnFunctionError")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bisect_batch_on_function_error: Option<Output<bool>>,
        /// (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) A configuration object that specifies the destination of an event after Lambda processes… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DestinationConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_config: Option<Output<EventSourceMappingDestinationConfig>>,
        /// Specific configuration settings for a DocumentDB event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DocumentDBEventSourceConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub document_db_event_source_config: Option<Output<EventSourceMappingDocumentDBEventSourceConfig>>,
        /// When true, the event source mapping is active.
        ///
        /// Default: `true`.
        #[serde(rename = "Enabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enabled: Option<Output<bool>>,
        /// The Amazon Resource Name (ARN) of the event source.
        ///
        /// A change replaces the resource.
        #[serde(rename = "EventSourceArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_source_arn: Option<Output<String>>,
        /// An object that defines the filter criteria that determine whether Lambda should process an event. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FilterCriteria")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filter_criteria: Option<Output<EventSourceMappingFilterCriteria>>,
        /// The name or ARN of the Lambda function.
        ///
        /// Required.
        #[serde(rename = "FunctionName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_name: Option<Output<String>>,
        /// (Kinesis, DynamoDB Streams, and SQS) A list of current response type enums applied to the event source mapping. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FunctionResponseTypes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_response_types: Option<Output<Vec<EventSourceMappingFunctionResponseTypesItem>>>,
        /// The ARN of the KMSlong (KMS) customer managed key that Lambda uses to encrypt your function's [filter criteria](https://docs.aws.amazon.com/lambda/latest/dg/in… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "KmsKeyArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_arn: Option<Output<String>>,
        /// (Amazon MSK, and self-managed Apache Kafka only) The logging configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LoggingConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub logging_config: Option<Output<EventSourceMappingLoggingConfig>>,
        /// The maximum amount of time, in seconds, that Lambda spends gathering records before invoking the function.
        #[serde(rename = "MaximumBatchingWindowInSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_batching_window_in_seconds: Option<Output<i64>>,
        /// (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) Discard records older than the specified age. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MaximumRecordAgeInSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_record_age_in_seconds: Option<Output<i64>>,
        /// (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) Discard records after the specified number of retries. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MaximumRetryAttempts")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_retry_attempts: Option<Output<i64>>,
        /// The metrics configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MetricsConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metrics_config: Option<Output<EventSourceMappingMetricsConfig>>,
        /// (Kinesis and DynamoDB Streams only) The number of batches to process concurrently from each shard. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ParallelizationFactor")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub parallelization_factor: Option<Output<i64>>,
        /// (Amazon SQS, Amazon MSK, and self-managed Apache Kafka only) The provisioned mode configuration for the event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ProvisionedPollerConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub provisioned_poller_config: Option<Output<EventSourceMappingProvisionedPollerConfig>>,
        /// (Amazon MQ) The name of the Amazon MQ broker destination queue to consume. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Queues")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub queues: Option<Output<Vec<String>>>,
        /// This property is for Amazon SQS event sources only. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ScalingConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scaling_config: Option<Output<EventSourceMappingScalingConfig>>,
        /// The self-managed Apache Kafka cluster for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "SelfManagedEventSource")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub self_managed_event_source: Option<Output<EventSourceMappingSelfManagedEventSource>>,
        /// Specific configuration settings for a self-managed Apache Kafka event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SelfManagedKafkaEventSourceConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub self_managed_kafka_event_source_config: Option<Output<EventSourceMappingSelfManagedKafkaEventSourceConfig>>,
        /// An array of the authentication protocol, VPC components, or virtual host to secure and define your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SourceAccessConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_access_configurations: Option<Output<Vec<EventSourceMappingSourceAccessConfigurationsItem>>>,
        /// The position in a stream from which to start reading.
        ///
        /// A change replaces the resource.
        #[serde(rename = "StartingPosition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub starting_position: Option<Output<String>>,
        /// With `StartingPosition` set to `AT_TIMESTAMP`, the time from which to start reading, in Unix time seconds. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "StartingPositionTimestamp")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub starting_position_timestamp: Option<Output<f64>>,
        /// A list of tags to add to the event source mapping. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<EventSourceMappingTagsItem>>>,
        /// The name of the Kafka topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Topics")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub topics: Option<Output<Vec<String>>>,
        /// (Kinesis and DynamoDB Streams only) The duration in seconds of a processing window for DynamoDB and Kinesis Streams event sources. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TumblingWindowInSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tumbling_window_in_seconds: Option<Output<i64>>,
    }

    /// `aws:lambda:EventSourceMapping`: The `AWS::Lambda::EventSourceMapping` resource creates a mapping between an event source and an LAMlong function.
    #[derive(Clone, Debug)]
    pub struct EventSourceMapping(pub Resource);

    impl EventSourceMapping {
        /// Declare it, with default options.
        pub fn new(name: &str, args: EventSourceMappingArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: EventSourceMappingArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:lambda:EventSourceMapping", name, &args, options)?))
        }

        /// Output `EventSourceMappingArn`.
        pub fn event_source_mapping_arn(&self) -> Output<String> {
            self.0.output("EventSourceMappingArn")
        }

        /// Output `Id`.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }
    }

    /// The values `Architectures[*]` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionArchitecturesItem {
        #[serde(rename = "x86_64")]
        X8664,
        #[serde(rename = "arm64")]
        Arm64,
    }

    /// `CapacityProviderConfig.LambdaManagedInstancesCapacityProviderConfig` of `aws:lambda:Function`.
    #[derive(Serialize, Clone)]
    pub struct FunctionCapacityProviderConfigLambdaManagedInstancesCapacityProviderConfig {
        /// Required.
        #[serde(rename = "CapacityProviderArn")]
        pub capacity_provider_arn: Output<String>,
        #[serde(rename = "ExecutionEnvironmentMemoryGiBPerVCpu")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub execution_environment_memory_gi_b_per_v_cpu: Option<Output<f64>>,
        #[serde(rename = "PerExecutionEnvironmentMaxConcurrency")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub per_execution_environment_max_concurrency: Option<Output<i64>>,
    }

    /// `CapacityProviderConfig` of `aws:lambda:Function`. Configuration for the capacity provider that manages compute resources for Lambda functions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct FunctionCapacityProviderConfig {
        /// Required.
        #[serde(rename = "LambdaManagedInstancesCapacityProviderConfig")]
        pub lambda_managed_instances_capacity_provider_config: Output<FunctionCapacityProviderConfigLambdaManagedInstancesCapacityProviderConfig>,
    }

    /// The values `Code.S3ObjectStorageMode` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionCodeS3ObjectStorageMode {
        #[serde(rename = "COPY")]
        Copy,
        #[serde(rename = "REFERENCE")]
        Reference,
    }

    /// `Code` of `aws:lambda:Function`. The code for the function.
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionCode {
        #[serde(rename = "ImageUri")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub image_uri: Option<Output<String>>,
        #[serde(rename = "S3Bucket")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_bucket: Option<Output<String>>,
        #[serde(rename = "S3Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_key: Option<Output<String>>,
        #[serde(rename = "S3ObjectStorageMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_object_storage_mode: Option<Output<FunctionCodeS3ObjectStorageMode>>,
        #[serde(rename = "S3ObjectVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_object_version: Option<Output<String>>,
        #[serde(rename = "SourceKMSKeyArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_kms_key_arn: Option<Output<String>>,
        #[serde(rename = "ZipFile")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub zip_file: Option<Output<String>>,
    }

    /// `DeadLetterConfig` of `aws:lambda:Function`. A dead-letter queue configuration that specifies the queue or topic where Lambda sends asynchronous events when they fail processing. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionDeadLetterConfig {
        #[serde(rename = "TargetArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_arn: Option<Output<String>>,
    }

    /// `DurableConfig` of `aws:lambda:Function`. Configuration settings for [durable functions](https://docs.aws.amazon.com/lambda/latest/dg/durable-functions.html), including execution timeout, retention per… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct FunctionDurableConfig {
        /// Required.
        #[serde(rename = "ExecutionTimeout")]
        pub execution_timeout: Output<i64>,
        #[serde(rename = "KMSKeyArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_arn: Option<Output<String>>,
        /// Default: `14`.
        #[serde(rename = "RetentionPeriodInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub retention_period_in_days: Option<Output<i64>>,
    }

    /// `Environment` of `aws:lambda:Function`. Environment variables that are accessible from function code during execution.
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionEnvironment {
        #[serde(rename = "Variables")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub variables: Option<Output<BTreeMap<String, serde_json::Value>>>,
    }

    /// `EphemeralStorage` of `aws:lambda:Function`. The size of the function's `/tmp` directory in MB. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct FunctionEphemeralStorage {
        /// Required.
        #[serde(rename = "Size")]
        pub size: Output<i64>,
    }

    /// The values `FileSystemConfigs[*].S3FilesConfig.DirectS3Read` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionFileSystemConfigsItemS3FilesConfigDirectS3Read {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
        #[serde(rename = "AUTO")]
        Auto,
    }

    /// `FileSystemConfigs[*].S3FilesConfig` of `aws:lambda:Function`.
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionFileSystemConfigsItemS3FilesConfig {
        #[serde(rename = "DirectS3Read")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub direct_s3_read: Option<Output<FunctionFileSystemConfigsItemS3FilesConfigDirectS3Read>>,
    }

    /// `FileSystemConfigs[*]` of `aws:lambda:Function`.
    #[derive(Serialize, Clone)]
    pub struct FunctionFileSystemConfigsItem {
        /// Required.
        #[serde(rename = "Arn")]
        pub arn: Output<String>,
        /// Required.
        #[serde(rename = "LocalMountPath")]
        pub local_mount_path: Output<String>,
        #[serde(rename = "S3FilesConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub s3_files_config: Option<Output<FunctionFileSystemConfigsItemS3FilesConfig>>,
    }

    /// `FunctionScalingConfig` of `aws:lambda:Function`. Configuration that defines the scaling behavior for a Lambda Managed Instances function, including the minimum and maximum number of execution environments tha… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionFunctionScalingConfig {
        #[serde(rename = "MaxExecutionEnvironments")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_execution_environments: Option<Output<i64>>,
        #[serde(rename = "MinExecutionEnvironments")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub min_execution_environments: Option<Output<i64>>,
    }

    /// `ImageConfig` of `aws:lambda:Function`. Configuration values that override the container image Dockerfile settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionImageConfig {
        #[serde(rename = "Command")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub command: Option<Output<Vec<String>>>,
        #[serde(rename = "EntryPoint")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub entry_point: Option<Output<Vec<String>>>,
        #[serde(rename = "WorkingDirectory")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub working_directory: Option<Output<String>>,
    }

    /// The values `LoggingConfig.ApplicationLogLevel` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionLoggingConfigApplicationLogLevel {
        #[serde(rename = "TRACE")]
        Trace,
        #[serde(rename = "DEBUG")]
        Debug,
        #[serde(rename = "INFO")]
        Info,
        #[serde(rename = "WARN")]
        Warn,
        #[serde(rename = "ERROR")]
        Error,
        #[serde(rename = "FATAL")]
        Fatal,
    }

    /// The values `LoggingConfig.LogFormat` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionLoggingConfigLogFormat {
        #[serde(rename = "Text")]
        Text,
        #[serde(rename = "JSON")]
        Json,
    }

    /// The values `LoggingConfig.SystemLogLevel` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionLoggingConfigSystemLogLevel {
        #[serde(rename = "DEBUG")]
        Debug,
        #[serde(rename = "INFO")]
        Info,
        #[serde(rename = "WARN")]
        Warn,
    }

    /// `LoggingConfig` of `aws:lambda:Function`. The function's Amazon CloudWatch Logs configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionLoggingConfig {
        #[serde(rename = "ApplicationLogLevel")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub application_log_level: Option<Output<FunctionLoggingConfigApplicationLogLevel>>,
        #[serde(rename = "LogFormat")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_format: Option<Output<FunctionLoggingConfigLogFormat>>,
        #[serde(rename = "LogGroup")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_group: Option<Output<String>>,
        #[serde(rename = "SystemLogLevel")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub system_log_level: Option<Output<FunctionLoggingConfigSystemLogLevel>>,
    }

    /// The values `PackageType` of `aws:lambda:Function` may take. The type of deployment package. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionPackageType {
        #[serde(rename = "Image")]
        Image,
        #[serde(rename = "Zip")]
        Zip,
    }

    /// The values `RecursiveLoop` of `aws:lambda:Function` may take. The status of your function's recursive loop detection configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionRecursiveLoop {
        #[serde(rename = "Allow")]
        Allow,
        #[serde(rename = "Terminate")]
        Terminate,
    }

    /// The values `Runtime` of `aws:lambda:Function` may take. The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html).
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionRuntime {
        #[serde(rename = "dotnet10")]
        Dotnet10,
        #[serde(rename = "dotnet6")]
        Dotnet6,
        #[serde(rename = "dotnet8")]
        Dotnet8,
        #[serde(rename = "dotnetcore1.0")]
        Dotnetcore10,
        #[serde(rename = "dotnetcore2.0")]
        Dotnetcore20,
        #[serde(rename = "dotnetcore2.1")]
        Dotnetcore21,
        #[serde(rename = "dotnetcore3.1")]
        Dotnetcore31,
        #[serde(rename = "go1.x")]
        Go1X,
        #[serde(rename = "java11")]
        Java11,
        #[serde(rename = "java11.al2023")]
        Java11Al2023,
        #[serde(rename = "java17")]
        Java17,
        #[serde(rename = "java17.al2023")]
        Java17Al2023,
        #[serde(rename = "java21")]
        Java21,
        #[serde(rename = "java25")]
        Java25,
        #[serde(rename = "java8")]
        Java8,
        #[serde(rename = "java8.al2")]
        Java8Al2,
        #[serde(rename = "java8.al2023")]
        Java8Al2023,
        #[serde(rename = "nodejs")]
        Nodejs,
        #[serde(rename = "nodejs10.x")]
        Nodejs10X,
        #[serde(rename = "nodejs12.x")]
        Nodejs12X,
        #[serde(rename = "nodejs14.x")]
        Nodejs14X,
        #[serde(rename = "nodejs16.x")]
        Nodejs16X,
        #[serde(rename = "nodejs18.x")]
        Nodejs18X,
        #[serde(rename = "nodejs20.x")]
        Nodejs20X,
        #[serde(rename = "nodejs22.x")]
        Nodejs22X,
        #[serde(rename = "nodejs24.x")]
        Nodejs24X,
        #[serde(rename = "nodejs26.x")]
        Nodejs26X,
        #[serde(rename = "nodejs4.3")]
        Nodejs43,
        #[serde(rename = "nodejs4.3-edge")]
        Nodejs43Edge,
        #[serde(rename = "nodejs6.10")]
        Nodejs610,
        #[serde(rename = "nodejs8.10")]
        Nodejs810,
        #[serde(rename = "provided")]
        Provided,
        #[serde(rename = "provided.al2")]
        ProvidedAl2,
        #[serde(rename = "provided.al2023")]
        ProvidedAl2023,
        #[serde(rename = "python2.7")]
        Python27,
        #[serde(rename = "python3.10")]
        Python310,
        #[serde(rename = "python3.11")]
        Python311,
        #[serde(rename = "python3.12")]
        Python312,
        #[serde(rename = "python3.13")]
        Python313,
        #[serde(rename = "python3.14")]
        Python314,
        #[serde(rename = "python3.15")]
        Python315,
        #[serde(rename = "python3.6")]
        Python36,
        #[serde(rename = "python3.7")]
        Python37,
        #[serde(rename = "python3.8")]
        Python38,
        #[serde(rename = "python3.9")]
        Python39,
        #[serde(rename = "ruby2.5")]
        Ruby25,
        #[serde(rename = "ruby2.7")]
        Ruby27,
        #[serde(rename = "ruby3.2")]
        Ruby32,
        #[serde(rename = "ruby3.3")]
        Ruby33,
        #[serde(rename = "ruby3.4")]
        Ruby34,
        #[serde(rename = "ruby4.0")]
        Ruby40,
    }

    /// The values `RuntimeManagementConfig.UpdateRuntimeOn` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionRuntimeManagementConfigUpdateRuntimeOn {
        #[serde(rename = "Auto")]
        Auto,
        #[serde(rename = "FunctionUpdate")]
        FunctionUpdate,
        #[serde(rename = "Manual")]
        Manual,
    }

    /// `RuntimeManagementConfig` of `aws:lambda:Function`. Sets the runtime management configuration for a function's version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct FunctionRuntimeManagementConfig {
        #[serde(rename = "RuntimeVersionArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub runtime_version_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "UpdateRuntimeOn")]
        pub update_runtime_on: Output<FunctionRuntimeManagementConfigUpdateRuntimeOn>,
    }

    /// The values `SnapStart.ApplyOn` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionSnapStartApplyOn {
        #[serde(rename = "PublishedVersions")]
        PublishedVersions,
        #[serde(rename = "None")]
        None,
    }

    /// `SnapStart` of `aws:lambda:Function`. The function's [SnapStart](https://docs.aws.amazon.com/lambda/latest/dg/snapstart.html) setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct FunctionSnapStart {
        /// Required.
        #[serde(rename = "ApplyOn")]
        pub apply_on: Output<FunctionSnapStartApplyOn>,
    }

    /// `Tags[*]` of `aws:lambda:Function`.
    #[derive(Serialize, Clone)]
    pub struct FunctionTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The values `TenancyConfig.TenantIsolationMode` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionTenancyConfigTenantIsolationMode {
        #[serde(rename = "PER_TENANT")]
        PerTenant,
    }

    /// `TenancyConfig` of `aws:lambda:Function`. The function's tenant isolation configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct FunctionTenancyConfig {
        /// Required.
        #[serde(rename = "TenantIsolationMode")]
        pub tenant_isolation_mode: Output<FunctionTenancyConfigTenantIsolationMode>,
    }

    /// The values `TracingConfig.Mode` of `aws:lambda:Function` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FunctionTracingConfigMode {
        #[serde(rename = "Active")]
        Active,
        #[serde(rename = "PassThrough")]
        PassThrough,
    }

    /// `TracingConfig` of `aws:lambda:Function`. Set `Mode` to `Active` to sample and trace a subset of incoming requests with [X-Ray](https://docs.aws.amazon.com/lambda/latest/dg/services-xray.html). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionTracingConfig {
        #[serde(rename = "Mode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mode: Option<Output<FunctionTracingConfigMode>>,
    }

    /// `VpcConfig` of `aws:lambda:Function`. For network connectivity to AWS resources in a VPC, specify a list of security groups and subnets in the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionVpcConfig {
        #[serde(rename = "Ipv6AllowedForDualStack")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ipv6_allowed_for_dual_stack: Option<Output<bool>>,
        #[serde(rename = "SecurityGroupIds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub security_group_ids: Option<Output<Vec<String>>>,
        #[serde(rename = "SubnetIds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subnet_ids: Option<Output<Vec<String>>>,
    }

    /// The inputs of `aws:lambda:Function`.
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionArgs {
        /// The instruction set architecture that the function supports.
        ///
        /// Default: `["x86_64"]`.
        #[serde(rename = "Architectures")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub architectures: Option<Output<Vec<FunctionArchitecturesItem>>>,
        /// Configuration for the capacity provider that manages compute resources for Lambda functions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CapacityProviderConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub capacity_provider_config: Option<Output<FunctionCapacityProviderConfig>>,
        /// The code for the function.
        #[serde(rename = "Code")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub code: Option<Output<FunctionCode>>,
        /// To enable code signing for this function, specify the ARN of a code-signing configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CodeSigningConfigArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub code_signing_config_arn: Option<Output<String>>,
        /// A dead-letter queue configuration that specifies the queue or topic where Lambda sends asynchronous events when they fail processing. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeadLetterConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dead_letter_config: Option<Output<FunctionDeadLetterConfig>>,
        /// A description of the function.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// Configuration settings for [durable functions](https://docs.aws.amazon.com/lambda/latest/dg/durable-functions.html), including execution timeout, retention per… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DurableConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub durable_config: Option<Output<FunctionDurableConfig>>,
        /// Environment variables that are accessible from function code during execution.
        #[serde(rename = "Environment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub environment: Option<Output<FunctionEnvironment>>,
        /// The size of the function's `/tmp` directory in MB. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EphemeralStorage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ephemeral_storage: Option<Output<FunctionEphemeralStorage>>,
        /// Connection settings for an Amazon EFS or Amazon S3 Files file system. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FileSystemConfigs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub file_system_configs: Option<Output<Vec<FunctionFileSystemConfigsItem>>>,
        /// The name of the Lambda function, up to 64 characters in length.
        ///
        /// A change replaces the resource.
        #[serde(rename = "FunctionName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_name: Option<Output<String>>,
        /// Configuration that defines the scaling behavior for a Lambda Managed Instances function, including the minimum and maximum number of execution environments tha… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FunctionScalingConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_scaling_config: Option<Output<FunctionFunctionScalingConfig>>,
        /// The name of the method within your code that Lambda calls to run your function.
        #[serde(rename = "Handler")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub handler: Option<Output<String>>,
        /// Configuration values that override the container image Dockerfile settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ImageConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub image_config: Option<Output<FunctionImageConfig>>,
        /// The ARN of the KMSlong (KMS) customer managed key that's used to encrypt the following resources: + The function's [environment variables](https://docs.aws.ama… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "KmsKeyArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_arn: Option<Output<String>>,
        /// A list of [function layers](https://docs.aws.amazon.com/lambda/latest/dg/configuration-layers.html) to add to the function's execution environment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Layers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub layers: Option<Output<Vec<String>>>,
        /// The function's Amazon CloudWatch Logs configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LoggingConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub logging_config: Option<Output<FunctionLoggingConfig>>,
        /// The amount of [memory available to the function](https://docs.aws.amazon.com/lambda/latest/dg/configuration-function-common.html#configuration-memory-console)…
        ///
        /// Default: `128`.
        #[serde(rename = "MemorySize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub memory_size: Option<Output<i64>>,
        /// The type of deployment package. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "PackageType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub package_type: Option<Output<FunctionPackageType>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PublishToLatestPublished")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub publish_to_latest_published: Option<Output<bool>>,
        /// The status of your function's recursive loop detection configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RecursiveLoop")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub recursive_loop: Option<Output<FunctionRecursiveLoop>>,
        /// The number of simultaneous executions to reserve for the function. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ReservedConcurrentExecutions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub reserved_concurrent_executions: Option<Output<i64>>,
        /// The Amazon Resource Name (ARN) of the function's execution role.
        ///
        /// Required.
        #[serde(rename = "Role")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role: Option<Output<String>>,
        /// The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html).
        #[serde(rename = "Runtime")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub runtime: Option<Output<FunctionRuntime>>,
        /// Sets the runtime management configuration for a function's version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RuntimeManagementConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub runtime_management_config: Option<Output<FunctionRuntimeManagementConfig>>,
        /// The function's [SnapStart](https://docs.aws.amazon.com/lambda/latest/dg/snapstart.html) setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SnapStart")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub snap_start: Option<Output<FunctionSnapStart>>,
        /// Strata's own: a directory (granted to the provider with allow-dirs) whose files are the function's code, zipped by Strata; instead of Code
        #[serde(rename = "Source")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source: Option<Output<String>>,
        /// Strata's own: the base64 SHA-256 of the Source zip (Lambda's CodeSha256), computed by check when left out; code changed behind Strata's back reads back as another digest
        #[serde(rename = "SourceSha256")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_sha256: Option<Output<String>>,
        /// A list of [tags](https://docs.aws.amazon.com/lambda/latest/dg/tagging.html) to apply to the function.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<FunctionTagsItem>>>,
        /// The function's tenant isolation configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "TenancyConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tenancy_config: Option<Output<FunctionTenancyConfig>>,
        /// The amount of time (in seconds) that Lambda allows a function to run before stopping it.
        ///
        /// Default: `3`.
        #[serde(rename = "Timeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout: Option<Output<i64>>,
        /// Set `Mode` to `Active` to sample and trace a subset of incoming requests with [X-Ray](https://docs.aws.amazon.com/lambda/latest/dg/services-xray.html). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TracingConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tracing_config: Option<Output<FunctionTracingConfig>>,
        /// For network connectivity to AWS resources in a VPC, specify a list of security groups and subnets in the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "VpcConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_config: Option<Output<FunctionVpcConfig>>,
    }

    /// `aws:lambda:Function`: The `AWS::Lambda::Function` resource creates a Lambda function.
    #[derive(Clone, Debug)]
    pub struct Function(pub Resource);

    impl Function {
        /// Declare it, with default options.
        pub fn new(name: &str, args: FunctionArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: FunctionArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:lambda:Function", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `FunctionName`.
        pub fn function_name(&self) -> Output<String> {
            self.0.output("FunctionName")
        }

        /// Output `SnapStartResponse`.
        pub fn snap_start_response(&self) -> Output<BTreeMap<String, serde_json::Value>> {
            self.0.output("SnapStartResponse")
        }
    }

    /// The values `FunctionUrlAuthType` of `aws:lambda:Permission` may take. The type of authentication that your function URL uses. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum PermissionFunctionUrlAuthType {
        #[serde(rename = "AWS_IAM")]
        AwsIam,
        #[serde(rename = "NONE")]
        None,
    }

    /// The inputs of `aws:lambda:Permission`.
    #[derive(Serialize, Default, Clone)]
    pub struct PermissionArgs {
        /// The action that the principal can use on the function.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Action")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub action: Option<Output<String>>,
        /// For Alexa Smart Home functions, a token that the invoker must supply.
        ///
        /// A change replaces the resource.
        #[serde(rename = "EventSourceToken")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_source_token: Option<Output<String>>,
        /// The name or ARN of the Lambda function, version, or alias.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "FunctionName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_name: Option<Output<String>>,
        /// The type of authentication that your function URL uses. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "FunctionUrlAuthType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_url_auth_type: Option<Output<PermissionFunctionUrlAuthType>>,
        /// Indicates whether the permission applies when the function is invoked through a function URL. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "InvokedViaFunctionUrl")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub invoked_via_function_url: Option<Output<bool>>,
        /// The AWS-service, AWS-account, IAM user, or IAM role that invokes the function.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Principal")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub principal: Option<Output<String>>,
        /// The identifier for your organization in AOlong. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "PrincipalOrgID")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub principal_org_id: Option<Output<String>>,
        /// For AWS-service, the ID of the AWS-account that owns the resource.
        ///
        /// A change replaces the resource.
        #[serde(rename = "SourceAccount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_account: Option<Output<String>>,
        /// For AWS-services, the ARN of the AWS resource that invokes the function.
        ///
        /// A change replaces the resource.
        #[serde(rename = "SourceArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_arn: Option<Output<String>>,
    }

    /// `aws:lambda:Permission`: The `AWS::Lambda::Permission` resource grants an AWS service or another account permission to use a function.
    #[derive(Clone, Debug)]
    pub struct Permission(pub Resource);

    impl Permission {
        /// Declare it, with default options.
        pub fn new(name: &str, args: PermissionArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: PermissionArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:lambda:Permission", name, &args, options)?))
        }

        /// Output `FunctionName`.
        pub fn function_name(&self) -> Output<String> {
            self.0.output("FunctionName")
        }

        /// Output `Id`.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }
    }
}

/// `aws:logs:*` resources.
pub mod logs {
    use super::*;

    /// The values `LogGroupClass` of `aws:logs:LogGroup` may take. Specifies the log group class for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum LogGroupLogGroupClass {
        #[serde(rename = "STANDARD")]
        Standard,
        #[serde(rename = "INFREQUENT_ACCESS")]
        InfrequentAccess,
        #[serde(rename = "DELIVERY")]
        Delivery,
    }

    /// `Tags[*]` of `aws:logs:LogGroup`.
    #[derive(Serialize, Clone)]
    pub struct LogGroupTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:logs:LogGroup`.
    #[derive(Serialize, Default, Clone)]
    pub struct LogGroupArgs {
        /// Indicates whether bearer token authentication is enabled for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "BearerTokenAuthenticationEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bearer_token_authentication_enabled: Option<Output<bool>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DataProtectionPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub data_protection_policy: Option<Output<serde_json::Value>>,
        /// Indicates whether deletion protection is enabled for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeletionProtectionEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deletion_protection_enabled: Option<Output<bool>>,
        /// Creates or updates a *field index policy* for the specified log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FieldIndexPolicies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub field_index_policies: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// The Amazon Resource Name (ARN) of the KMS key to use when encrypting log data.
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        /// Specifies the log group class for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LogGroupClass")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_group_class: Option<Output<LogGroupLogGroupClass>>,
        /// The name of the log group.
        ///
        /// A change replaces the resource.
        #[serde(rename = "LogGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_group_name: Option<Output<String>>,
        /// Creates or updates a resource policy for the specified log group that allows other services to put log events to this account. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ResourcePolicyDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub resource_policy_document: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// The number of days to retain the log events in the specified log group.
        #[serde(rename = "RetentionInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub retention_in_days: Option<Output<i64>>,
        /// An array of key-value pairs to apply to the log group.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<LogGroupTagsItem>>>,
    }

    /// `aws:logs:LogGroup`: The `AWS::Logs::LogGroup` resource specifies a log group.
    #[derive(Clone, Debug)]
    pub struct LogGroup(pub Resource);

    impl LogGroup {
        /// Declare it, with default options.
        pub fn new(name: &str, args: LogGroupArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: LogGroupArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:logs:LogGroup", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `LogGroupName`.
        pub fn log_group_name(&self) -> Output<String> {
            self.0.output("LogGroupName")
        }
    }
}

/// `aws:rds:*` resources.
pub mod rds {
    use super::*;

    /// `AdditionalStorageVolumes[*]` of `aws:rds:DBInstance`.
    #[derive(Serialize, Default, Clone)]
    pub struct DBInstanceAdditionalStorageVolumesItem {
        #[serde(rename = "AllocatedStorage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allocated_storage: Option<Output<String>>,
        #[serde(rename = "Iops")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub iops: Option<Output<i64>>,
        #[serde(rename = "MaxAllocatedStorage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_allocated_storage: Option<Output<i64>>,
        #[serde(rename = "StorageOperationPercentProgress")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_operation_percent_progress: Option<Output<i64>>,
        #[serde(rename = "StorageOperationStatus")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_operation_status: Option<Output<String>>,
        #[serde(rename = "StorageThroughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_throughput: Option<Output<i64>>,
        #[serde(rename = "StorageType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_type: Option<Output<String>>,
        #[serde(rename = "VolumeName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub volume_name: Option<Output<String>>,
    }

    /// `AssociatedRoles[*]` of `aws:rds:DBInstance`.
    #[derive(Serialize, Clone)]
    pub struct DBInstanceAssociatedRolesItem {
        /// Required.
        #[serde(rename = "FeatureName")]
        pub feature_name: Output<String>,
        /// Required.
        #[serde(rename = "RoleArn")]
        pub role_arn: Output<String>,
    }

    /// The values `DatabaseInsightsMode` of `aws:rds:DBInstance` may take. The mode of Database Insights to enable for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DBInstanceDatabaseInsightsMode {
        #[serde(rename = "advanced")]
        Advanced,
        #[serde(rename = "standard")]
        Standard,
    }

    /// The values `MasterUserAuthenticationType` of `aws:rds:DBInstance` may take. Specifies the authentication type for the master user. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DBInstanceMasterUserAuthenticationType {
        #[serde(rename = "iam-db-auth")]
        IamDbAuth,
        #[serde(rename = "password")]
        Password,
    }

    /// `MasterUserSecret` of `aws:rds:DBInstance`. The secret managed by RDS in AWS Secrets Manager for the master user password. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct DBInstanceMasterUserSecret {
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        #[serde(rename = "SecretArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub secret_arn: Option<Output<String>>,
    }

    /// The values `ProcessorFeatures[*].Name` of `aws:rds:DBInstance` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DBInstanceProcessorFeaturesItemName {
        #[serde(rename = "coreCount")]
        CoreCount,
        #[serde(rename = "threadsPerCore")]
        ThreadsPerCore,
    }

    /// `ProcessorFeatures[*]` of `aws:rds:DBInstance`.
    #[derive(Serialize, Default, Clone)]
    pub struct DBInstanceProcessorFeaturesItem {
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<DBInstanceProcessorFeaturesItemName>>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// `Tags[*]` of `aws:rds:DBInstance`.
    #[derive(Serialize, Clone)]
    pub struct DBInstanceTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The inputs of `aws:rds:DBInstance`.
    #[derive(Serialize, Default, Clone)]
    pub struct DBInstanceArgs {
        /// The additional storage volumes associated with the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AdditionalStorageVolumes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub additional_storage_volumes: Option<Output<Vec<DBInstanceAdditionalStorageVolumesItem>>>,
        /// The amount of storage in gibibytes (GiB) to be initially allocated for the database instance.
        #[serde(rename = "AllocatedStorage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allocated_storage: Option<Output<String>>,
        /// A value that indicates whether major version upgrades are allowed. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AllowMajorVersionUpgrade")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allow_major_version_upgrade: Option<Output<bool>>,
        /// Specifies whether changes to the DB instance and any pending modifications are applied immediately, regardless of the `PreferredMaintenanceWindow` setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ApplyImmediately")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub apply_immediately: Option<Output<bool>>,
        /// The IAMlong (IAM) roles associated with the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AssociatedRoles")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub associated_roles: Option<Output<Vec<DBInstanceAssociatedRolesItem>>>,
        /// A value that indicates whether minor engine upgrades are applied automatically to the DB instance during the maintenance window. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AutoMinorVersionUpgrade")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub auto_minor_version_upgrade: Option<Output<bool>>,
        /// The AWS KMS key identifier for encryption of the replicated automated backups. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AutomaticBackupReplicationKmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub automatic_backup_replication_kms_key_id: Option<Output<String>>,
        /// The AWS-Region associated with the automated backup. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AutomaticBackupReplicationRegion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub automatic_backup_replication_region: Option<Output<String>>,
        /// The retention period for automated backups in a different AWS Region. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AutomaticBackupReplicationRetentionPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub automatic_backup_replication_retention_period: Option<Output<i64>>,
        /// The Availability Zone (AZ) where the database will be created. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AvailabilityZone")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub availability_zone: Option<Output<String>>,
        /// The number of days for which automated backups are retained.
        ///
        /// Default: `1`.
        #[serde(rename = "BackupRetentionPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub backup_retention_period: Option<Output<i64>>,
        /// The location for storing automated backups and manual snapshots. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "BackupTarget")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub backup_target: Option<Output<String>>,
        /// The identifier of the CA certificate for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CACertificateIdentifier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ca_certificate_identifier: Option<Output<String>>,
        /// Specifies whether the DB instance is restarted when you rotate your SSL/TLS certificate. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CertificateRotationRestart")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub certificate_rotation_restart: Option<Output<bool>>,
        /// For supported engines, indicates that the DB instance should be associated with the specified character set. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "CharacterSetName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub character_set_name: Option<Output<String>>,
        /// Specifies whether to copy tags from the DB instance to snapshots of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CopyTagsToSnapshot")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub copy_tags_to_snapshot: Option<Output<bool>>,
        /// The instance profile associated with the underlying Amazon EC2 instance of an RDS Custom DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "CustomIAMInstanceProfile")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub custom_iam_instance_profile: Option<Output<String>>,
        /// The identifier of the DB cluster that this DB instance will belong to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "DBClusterIdentifier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_cluster_identifier: Option<Output<String>>,
        /// The identifier for the Multi-AZ DB cluster snapshot to restore from. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DBClusterSnapshotIdentifier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_cluster_snapshot_identifier: Option<Output<String>>,
        /// The compute and memory capacity of the DB instance, for example `db.m5.large`.
        #[serde(rename = "DBInstanceClass")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_instance_class: Option<Output<String>>,
        /// A name for the DB instance.
        ///
        /// A change replaces the resource.
        #[serde(rename = "DBInstanceIdentifier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_instance_identifier: Option<Output<String>>,
        /// The meaning of this parameter differs according to the database engine you use.
        ///
        /// A change replaces the resource.
        #[serde(rename = "DBName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_name: Option<Output<String>>,
        /// The name of an existing DB parameter group or a reference to an [AWS::RDS::DBParameterGroup](https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DBParameterGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_parameter_group_name: Option<Output<String>>,
        /// A list of the DB security groups to assign to the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DBSecurityGroups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_security_groups: Option<Output<Vec<String>>>,
        /// The name or Amazon Resource Name (ARN) of the DB snapshot that's used to restore the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DBSnapshotIdentifier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_snapshot_identifier: Option<Output<String>>,
        /// A DB subnet group to associate with the DB instance.
        ///
        /// A change replaces the resource.
        #[serde(rename = "DBSubnetGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_subnet_group_name: Option<Output<String>>,
        /// The Oracle system identifier (SID), which is the name of the Oracle database instance that manages your database files. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "DBSystemId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_system_id: Option<Output<String>>,
        /// The mode of Database Insights to enable for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DatabaseInsightsMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub database_insights_mode: Option<Output<DBInstanceDatabaseInsightsMode>>,
        /// Indicates whether the DB instance has a dedicated log volume (DLV) enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DedicatedLogVolume")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dedicated_log_volume: Option<Output<bool>>,
        /// A value that indicates whether to remove automated backups immediately after the DB instance is deleted. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeleteAutomatedBackups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub delete_automated_backups: Option<Output<bool>>,
        /// Specifies whether the DB instance has deletion protection enabled.
        ///
        /// Default: `false`.
        #[serde(rename = "DeletionProtection")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deletion_protection: Option<Output<bool>>,
        /// The Active Directory directory ID to create the DB instance in. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Domain")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain: Option<Output<String>>,
        /// The ARN for the Secrets Manager secret with the credentials for the user joining the domain. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DomainAuthSecretArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_auth_secret_arn: Option<Output<String>>,
        /// The IPv4 DNS IP addresses of your primary and secondary Active Directory domain controllers. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DomainDnsIps")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_dns_ips: Option<Output<Vec<String>>>,
        /// The fully qualified domain name (FQDN) of an Active Directory domain. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DomainFqdn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_fqdn: Option<Output<String>>,
        /// The name of the IAM role to use when making API calls to the Directory Service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DomainIAMRoleName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_iam_role_name: Option<Output<String>>,
        /// The Active Directory organizational unit for your DB instance to join. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DomainOu")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_ou: Option<Output<String>>,
        /// The list of log types that need to be enabled for exporting to CloudWatch Logs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnableCloudwatchLogsExports")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_cloudwatch_logs_exports: Option<Output<Vec<String>>>,
        /// A value that indicates whether to enable mapping of AWS Identity and Access Management (IAM) accounts to database accounts. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnableIAMDatabaseAuthentication")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_iam_database_authentication: Option<Output<bool>>,
        /// Specifies whether to enable Performance Insights for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EnablePerformanceInsights")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_performance_insights: Option<Output<bool>>,
        /// The name of the database engine to use for this DB instance.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Engine")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub engine: Option<Output<String>>,
        /// The lifecycle type for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EngineLifecycleSupport")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub engine_lifecycle_support: Option<Output<String>>,
        /// The version number of the database engine to use.
        #[serde(rename = "EngineVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub engine_version: Option<Output<String>>,
        /// The number of I/O operations per second (IOPS) that the database provisions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Iops")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub iops: Option<Output<i64>>,
        /// The ARN of the AWS KMS key that's used to encrypt the DB instance, such as `arn:aws:kms:us-east-1:012345678910:key/abcd1234-a123-456a-a12b-a123b4cd56ef`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        /// License model information for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LicenseModel")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub license_model: Option<Output<String>>,
        /// Specifies whether to manage the master user password with AWS Secrets Manager. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ManageMasterUserPassword")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub manage_master_user_password: Option<Output<bool>>,
        /// Specifies the authentication type for the master user. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MasterUserAuthenticationType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub master_user_authentication_type: Option<Output<DBInstanceMasterUserAuthenticationType>>,
        /// The password for the master user.
        #[serde(rename = "MasterUserPassword")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub master_user_password: Option<Output<String>>,
        /// The secret managed by RDS in AWS Secrets Manager for the master user password. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MasterUserSecret")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub master_user_secret: Option<Output<DBInstanceMasterUserSecret>>,
        /// The master user name for the DB instance.
        ///
        /// A change replaces the resource.
        #[serde(rename = "MasterUsername")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub master_username: Option<Output<String>>,
        /// The upper limit in gibibytes (GiB) to which Amazon RDS can automatically scale the storage of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MaxAllocatedStorage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_allocated_storage: Option<Output<i64>>,
        /// The interval, in seconds, between points when Enhanced Monitoring metrics are collected for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MonitoringInterval")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub monitoring_interval: Option<Output<i64>>,
        /// The ARN for the IAM role that permits RDS to send enhanced monitoring metrics to Amazon CloudWatch Logs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MonitoringRoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub monitoring_role_arn: Option<Output<String>>,
        /// Specifies whether the DB instance is a Multi-AZ deployment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MultiAZ")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub multi_az: Option<Output<bool>>,
        /// The name of the NCHAR character set for the Oracle DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "NcharCharacterSetName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub nchar_character_set_name: Option<Output<String>>,
        /// The network type of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "NetworkType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub network_type: Option<Output<String>>,
        /// Indicates that the DB instance should be associated with the specified option group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "OptionGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub option_group_name: Option<Output<String>>,
        /// The AWS KMS key identifier for encryption of Performance Insights data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PerformanceInsightsKMSKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub performance_insights_kms_key_id: Option<Output<String>>,
        /// The number of days to retain Performance Insights data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PerformanceInsightsRetentionPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub performance_insights_retention_period: Option<Output<i64>>,
        /// The port number on which the database accepts connections. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Port")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub port: Option<Output<String>>,
        /// The daily time range during which automated backups are created if automated backups are enabled, using the `BackupRetentionPeriod` parameter. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PreferredBackupWindow")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub preferred_backup_window: Option<Output<String>>,
        /// The weekly time range during which system maintenance can occur, in Universal Coordinated Time (UTC). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PreferredMaintenanceWindow")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub preferred_maintenance_window: Option<Output<String>>,
        /// The number of CPU cores and the number of threads per core for the DB instance class of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ProcessorFeatures")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub processor_features: Option<Output<Vec<DBInstanceProcessorFeaturesItem>>>,
        /// The order of priority in which an Aurora Replica is promoted to the primary instance after a failure of the existing primary instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "PromotionTier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub promotion_tier: Option<Output<i64>>,
        /// Indicates whether the DB instance is an internet-facing instance.
        #[serde(rename = "PubliclyAccessible")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub publicly_accessible: Option<Output<bool>>,
        /// The open mode of an Oracle read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ReplicaMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub replica_mode: Option<Output<String>>,
        /// The date and time to restore from. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RestoreTime")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub restore_time: Option<Output<String>>,
        /// Strata's own: delete the instance without the final snapshot it otherwise leaves (CloudFormation's default deletion policy, Snapshot)
        ///
        /// Default: `false`.
        #[serde(rename = "SkipFinalSnapshot")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub skip_final_snapshot: Option<Output<bool>>,
        /// The identifier of the Multi-AZ DB cluster that will act as the source for the read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SourceDBClusterIdentifier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_db_cluster_identifier: Option<Output<String>>,
        /// The Amazon Resource Name (ARN) of the replicated automated backups from which to restore, for example, `arn:aws:rds:us-east-1:123456789012:auto-backup:ab-L2IJC… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SourceDBInstanceAutomatedBackupsArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_db_instance_automated_backups_arn: Option<Output<String>>,
        /// If you want to create a read replica DB instance, specify the ID of the source DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SourceDBInstanceIdentifier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_db_instance_identifier: Option<Output<String>>,
        /// The resource ID of the source DB instance from which to restore. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SourceDbiResourceId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_dbi_resource_id: Option<Output<String>>,
        /// The ID of the region that contains the source DB instance for the read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "SourceRegion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_region: Option<Output<String>>,
        /// A value that indicates whether the DB instance is encrypted. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "StorageEncrypted")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_encrypted: Option<Output<bool>>,
        /// Specifies the storage throughput value, in mebibyte per second (MiBps), for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "StorageThroughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_throughput: Option<Output<i64>>,
        /// The storage type to associate with the DB instance.
        #[serde(rename = "StorageType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_type: Option<Output<String>>,
        /// Tags to assign to the DB instance.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<DBInstanceTagsItem>>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TdeCredentialArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tde_credential_arn: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TdeCredentialPassword")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tde_credential_password: Option<Output<String>>,
        /// The time zone of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "Timezone")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timezone: Option<Output<String>>,
        /// Specifies whether the DB instance class of the DB instance uses its default processor features. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "UseDefaultProcessorFeatures")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub use_default_processor_features: Option<Output<bool>>,
        /// Specifies whether the DB instance is restored from the latest backup time. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "UseLatestRestorableTime")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub use_latest_restorable_time: Option<Output<bool>>,
        /// A list of the VPC security group IDs to assign to the DB instance.
        #[serde(rename = "VPCSecurityGroups")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vpc_security_groups: Option<Output<Vec<String>>>,
    }

    /// `aws:rds:DBInstance`: The `AWS::RDS::DBInstance` resource creates an Amazon DB instance.
    #[derive(Clone, Debug)]
    pub struct DBInstance(pub Resource);

    impl DBInstance {
        /// Declare it, with default options.
        pub fn new(name: &str, args: DBInstanceArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: DBInstanceArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:rds:DBInstance", name, &args, options)?))
        }

        /// Output `DBInstanceArn`.
        pub fn db_instance_arn(&self) -> Output<String> {
            self.0.output("DBInstanceArn")
        }

        /// Output `DBInstanceIdentifier`.
        pub fn db_instance_identifier(&self) -> Output<String> {
            self.0.output("DBInstanceIdentifier")
        }

        /// Output `DBInstanceStatus`.
        pub fn db_instance_status(&self) -> Output<String> {
            self.0.output("DBInstanceStatus")
        }

        /// Output `Endpoint`.
        pub fn endpoint(&self) -> Output<BTreeMap<String, serde_json::Value>> {
            self.0.output("Endpoint")
        }
    }

    /// `Tags[*]` of `aws:rds:DBSubnetGroup`.
    #[derive(Serialize, Clone)]
    pub struct DBSubnetGroupTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// The inputs of `aws:rds:DBSubnetGroup`.
    #[derive(Serialize, Default, Clone)]
    pub struct DBSubnetGroupArgs {
        /// The description for the DB subnet group.
        ///
        /// Required.
        #[serde(rename = "DBSubnetGroupDescription")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_subnet_group_description: Option<Output<String>>,
        /// The name for the DB subnet group.
        ///
        /// A change replaces the resource.
        #[serde(rename = "DBSubnetGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_subnet_group_name: Option<Output<String>>,
        /// The EC2 Subnet IDs for the DB subnet group.
        ///
        /// Required.
        #[serde(rename = "SubnetIds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subnet_ids: Option<Output<Vec<String>>>,
        /// Tags to assign to the DB subnet group.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<DBSubnetGroupTagsItem>>>,
    }

    /// `aws:rds:DBSubnetGroup`: The `AWS::RDS::DBSubnetGroup` resource creates a database subnet group.
    #[derive(Clone, Debug)]
    pub struct DBSubnetGroup(pub Resource);

    impl DBSubnetGroup {
        /// Declare it, with default options.
        pub fn new(name: &str, args: DBSubnetGroupArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: DBSubnetGroupArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:rds:DBSubnetGroup", name, &args, options)?))
        }

        /// Output `DBSubnetGroupArn`.
        pub fn db_subnet_group_arn(&self) -> Output<String> {
            self.0.output("DBSubnetGroupArn")
        }

        /// Output `DBSubnetGroupName`.
        pub fn db_subnet_group_name(&self) -> Output<String> {
            self.0.output("DBSubnetGroupName")
        }
    }
}

/// `aws:route53:*` resources.
pub mod route53 {
    use super::*;

    /// `HostedZoneConfig` of `aws:route53:HostedZone`. A complex type that contains an optional comment.
    #[derive(Serialize, Default, Clone)]
    pub struct HostedZoneHostedZoneConfig {
        #[serde(rename = "Comment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub comment: Option<Output<String>>,
    }

    /// `HostedZoneFeatures` of `aws:route53:HostedZone`. The features configuration for the hosted zone, including accelerated recovery settings and status information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct HostedZoneHostedZoneFeatures {
        #[serde(rename = "EnableAcceleratedRecovery")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_accelerated_recovery: Option<Output<bool>>,
    }

    /// `HostedZoneTags[*]` of `aws:route53:HostedZone`.
    #[derive(Serialize, Clone)]
    pub struct HostedZoneHostedZoneTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// `QueryLoggingConfig` of `aws:route53:HostedZone`. Creates a configuration for DNS query logging. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct HostedZoneQueryLoggingConfig {
        /// Required.
        #[serde(rename = "CloudWatchLogsLogGroupArn")]
        pub cloud_watch_logs_log_group_arn: Output<String>,
    }

    /// `VPCs[*]` of `aws:route53:HostedZone`.
    #[derive(Serialize, Clone)]
    pub struct HostedZoneVPCsItem {
        /// Required.
        #[serde(rename = "VPCId")]
        pub vpc_id: Output<String>,
        /// Required.
        #[serde(rename = "VPCRegion")]
        pub vpc_region: Output<String>,
    }

    /// The inputs of `aws:route53:HostedZone`.
    #[derive(Serialize, Default, Clone)]
    pub struct HostedZoneArgs {
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "DelegationSetId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub delegation_set_id: Option<Output<String>>,
        /// A complex type that contains an optional comment.
        #[serde(rename = "HostedZoneConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_config: Option<Output<HostedZoneHostedZoneConfig>>,
        /// The features configuration for the hosted zone, including accelerated recovery settings and status information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "HostedZoneFeatures")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_features: Option<Output<HostedZoneHostedZoneFeatures>>,
        /// Adds, edits, or deletes tags for a health check or a hosted zone.
        #[serde(rename = "HostedZoneTags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_tags: Option<Output<Vec<HostedZoneHostedZoneTagsItem>>>,
        /// The name of the domain.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// Creates a configuration for DNS query logging. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "QueryLoggingConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub query_logging_config: Option<Output<HostedZoneQueryLoggingConfig>>,
        /// *Private hosted zones:* A complex type that contains information about the VPCs that are associated with the specified hosted zone. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "VPCs")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub vp_cs: Option<Output<Vec<HostedZoneVPCsItem>>>,
        /// Strata's own: delete the zone's records first when it is deleted, those made outside Strata too (AWS deletes a zone only with its SOA and NS records left; Terraform's force_destroy)
        ///
        /// Default: `false`.
        #[serde(rename = "forceDestroy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub force_destroy: Option<Output<bool>>,
    }

    /// `aws:route53:HostedZone`: Creates a new public or private hosted zone.
    #[derive(Clone, Debug)]
    pub struct HostedZone(pub Resource);

    impl HostedZone {
        /// Declare it, with default options.
        pub fn new(name: &str, args: HostedZoneArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: HostedZoneArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:route53:HostedZone", name, &args, options)?))
        }

        /// Output `Id`.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }

        /// Output `NameServers`.
        pub fn name_servers(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("NameServers")
        }
    }

    /// `AliasTarget` of `aws:route53:RecordSet`. Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t…
    #[derive(Serialize, Clone)]
    pub struct RecordSetAliasTarget {
        /// Required.
        #[serde(rename = "DNSName")]
        pub dns_name: Output<String>,
        /// Default: `false`.
        #[serde(rename = "EvaluateTargetHealth")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub evaluate_target_health: Option<Output<bool>>,
        /// Required.
        #[serde(rename = "HostedZoneId")]
        pub hosted_zone_id: Output<String>,
    }

    /// `CidrRoutingConfig` of `aws:route53:RecordSet`. The object that is specified in resource record set object when you are linking a resource record set to a CIDR location. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct RecordSetCidrRoutingConfig {
        /// Required.
        #[serde(rename = "CollectionId")]
        pub collection_id: Output<String>,
        /// Required.
        #[serde(rename = "LocationName")]
        pub location_name: Output<String>,
    }

    /// The values `Failover` of `aws:route53:RecordSet` may take. To configure failover, you add the Failover element to two resource record sets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum RecordSetFailover {
        #[serde(rename = "PRIMARY")]
        Primary,
        #[serde(rename = "SECONDARY")]
        Secondary,
    }

    /// `GeoLocation` of `aws:route53:RecordSet`. A complex type that lets you control how Amazon Route 53 responds to DNS queries based on the geographic origin of the query. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct RecordSetGeoLocation {
        #[serde(rename = "ContinentCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub continent_code: Option<Output<String>>,
        #[serde(rename = "CountryCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub country_code: Option<Output<String>>,
        #[serde(rename = "SubdivisionCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subdivision_code: Option<Output<String>>,
    }

    /// `GeoProximityLocation.Coordinates` of `aws:route53:RecordSet`.
    #[derive(Serialize, Clone)]
    pub struct RecordSetGeoProximityLocationCoordinates {
        /// Required.
        #[serde(rename = "Latitude")]
        pub latitude: Output<String>,
        /// Required.
        #[serde(rename = "Longitude")]
        pub longitude: Output<String>,
    }

    /// `GeoProximityLocation` of `aws:route53:RecordSet`. Geoproximity resource record sets only: A complex type that lets you specify where your resources are located. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct RecordSetGeoProximityLocation {
        #[serde(rename = "AWSRegion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub aws_region: Option<Output<String>>,
        #[serde(rename = "Bias")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bias: Option<Output<i64>>,
        #[serde(rename = "Coordinates")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub coordinates: Option<Output<RecordSetGeoProximityLocationCoordinates>>,
        #[serde(rename = "LocalZoneGroup")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub local_zone_group: Option<Output<String>>,
    }

    /// The inputs of `aws:route53:RecordSet`.
    #[derive(Serialize, Default, Clone)]
    pub struct RecordSetArgs {
        /// Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t…
        #[serde(rename = "AliasTarget")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alias_target: Option<Output<RecordSetAliasTarget>>,
        /// The object that is specified in resource record set object when you are linking a resource record set to a CIDR location. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CidrRoutingConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_routing_config: Option<Output<RecordSetCidrRoutingConfig>>,
        /// Optional: Any comments you want to include about a change batch request. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Comment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub comment: Option<Output<String>>,
        /// To configure failover, you add the Failover element to two resource record sets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Failover")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub failover: Option<Output<RecordSetFailover>>,
        /// A complex type that lets you control how Amazon Route 53 responds to DNS queries based on the geographic origin of the query. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "GeoLocation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub geo_location: Option<Output<RecordSetGeoLocation>>,
        /// Geoproximity resource record sets only: A complex type that lets you specify where your resources are located. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "GeoProximityLocation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub geo_proximity_location: Option<Output<RecordSetGeoProximityLocation>>,
        /// If you want Amazon Route 53 to return this resource record set in response to a DNS query only when the status of a health check is healthy, include the Health… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "HealthCheckId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_id: Option<Output<String>>,
        /// The ID of the hosted zone that you want to create records in.
        ///
        /// A change replaces the resource.
        #[serde(rename = "HostedZoneId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_id: Option<Output<String>>,
        /// The name of the hosted zone that you want to create records in. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "HostedZoneName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_name: Option<Output<String>>,
        /// To route traffic approximately randomly to multiple resources, such as web servers, create one multivalue answer record for each resource and specify true for… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MultiValueAnswer")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub multi_value_answer: Option<Output<bool>>,
        /// The name of the record that you want to create, update, or delete.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// The Amazon EC2 Region where you created the resource that this resource record set refers to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Region")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub region: Option<Output<String>>,
        /// One or more values that correspond with the value that you specified for the Type property.
        #[serde(rename = "ResourceRecords")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub resource_records: Option<Output<Vec<String>>>,
        /// An identifier that differentiates among multiple resource record sets that have the same combination of name and type.
        ///
        /// A change replaces the resource.
        #[serde(rename = "SetIdentifier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub set_identifier: Option<Output<String>>,
        /// The resource record cache time to live (TTL), in seconds.
        #[serde(rename = "TTL")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ttl: Option<Output<String>>,
        /// The DNS record type.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<String>>,
        /// Among resource record sets that have the same combination of DNS name and type, a value that determines the proportion of DNS queries that Amazon Route 53 resp…
        #[serde(rename = "Weight")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub weight: Option<Output<i64>>,
    }

    /// `aws:route53:RecordSet`: Resource Type definition for AWS::Route53::RecordSet.
    #[derive(Clone, Debug)]
    pub struct RecordSet(pub Resource);

    impl RecordSet {
        /// Declare it, with default options.
        pub fn new(name: &str, args: RecordSetArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: RecordSetArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:route53:RecordSet", name, &args, options)?))
        }

        /// Output `HostedZoneId`.
        pub fn hosted_zone_id(&self) -> Output<String> {
            self.0.output("HostedZoneId")
        }

        /// Output `Name`.
        pub fn name(&self) -> Output<String> {
            self.0.output("Name")
        }

        /// Output `SetIdentifier`.
        pub fn set_identifier(&self) -> Output<String> {
            self.0.output("SetIdentifier")
        }

        /// Output `Type`.
        pub fn r#type(&self) -> Output<String> {
            self.0.output("Type")
        }
    }
}

/// `aws:s3:*` resources.
pub mod s3 {
    use super::*;

    /// The values `AbacStatus` of `aws:s3:Bucket` may take. The ABAC status of the general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketAbacStatus {
        #[serde(rename = "Enabled")]
        Enabled,
        #[serde(rename = "Disabled")]
        Disabled,
    }

    /// The values `AccelerateConfiguration.AccelerationStatus` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketAccelerateConfigurationAccelerationStatus {
        #[serde(rename = "Enabled")]
        Enabled,
        #[serde(rename = "Suspended")]
        Suspended,
    }

    /// `AccelerateConfiguration` of `aws:s3:Bucket`. Configures the transfer acceleration state for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct BucketAccelerateConfiguration {
        /// Required.
        #[serde(rename = "AccelerationStatus")]
        pub acceleration_status: Output<BucketAccelerateConfigurationAccelerationStatus>,
    }

    /// The values `AccessControl` of `aws:s3:Bucket` may take. This is a legacy property, and it is not recommended for most use cases. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketAccessControl {
        #[serde(rename = "AuthenticatedRead")]
        AuthenticatedRead,
        #[serde(rename = "AwsExecRead")]
        AwsExecRead,
        #[serde(rename = "BucketOwnerFullControl")]
        BucketOwnerFullControl,
        #[serde(rename = "BucketOwnerRead")]
        BucketOwnerRead,
        #[serde(rename = "LogDeliveryWrite")]
        LogDeliveryWrite,
        #[serde(rename = "Private")]
        Private,
        #[serde(rename = "PublicRead")]
        PublicRead,
        #[serde(rename = "PublicReadWrite")]
        PublicReadWrite,
    }

    /// `AnalyticsConfigurations[*].StorageClassAnalysis.DataExport` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketAnalyticsConfigurationsItemStorageClassAnalysisDataExport {
        /// Required.
        #[serde(rename = "Destination")]
        pub destination: Output<BTreeMap<String, serde_json::Value>>,
        /// Required.
        #[serde(rename = "OutputSchemaVersion")]
        pub output_schema_version: Output<String>,
    }

    /// `AnalyticsConfigurations[*].StorageClassAnalysis` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketAnalyticsConfigurationsItemStorageClassAnalysis {
        #[serde(rename = "DataExport")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub data_export: Option<Output<BucketAnalyticsConfigurationsItemStorageClassAnalysisDataExport>>,
    }

    /// `AnalyticsConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketAnalyticsConfigurationsItemTagFiltersItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// `AnalyticsConfigurations[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketAnalyticsConfigurationsItem {
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
        /// Required.
        #[serde(rename = "StorageClassAnalysis")]
        pub storage_class_analysis: Output<BucketAnalyticsConfigurationsItemStorageClassAnalysis>,
        #[serde(rename = "TagFilters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tag_filters: Option<Output<Vec<BucketAnalyticsConfigurationsItemTagFiltersItem>>>,
    }

    /// The values `BucketEncryption.ServerSideEncryptionConfiguration[*].BlockedEncryptionTypes.EncryptionType[*]` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypesEncryptionTypeItem {
        #[serde(rename = "NONE")]
        None,
        #[serde(rename = "SSE-C")]
        SseC,
    }

    /// `BucketEncryption.ServerSideEncryptionConfiguration[*].BlockedEncryptionTypes` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypes {
        #[serde(rename = "EncryptionType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub encryption_type: Option<Output<Vec<BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypesEncryptionTypeItem>>>,
    }

    /// The values `BucketEncryption.ServerSideEncryptionConfiguration[*].ServerSideEncryptionByDefault.SSEAlgorithm` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefaultSSEAlgorithm {
        #[serde(rename = "aws:kms")]
        AwsKms,
        #[serde(rename = "AES256")]
        Aes256,
        #[serde(rename = "aws:kms:dsse")]
        AwsKmsDsse,
    }

    /// `BucketEncryption.ServerSideEncryptionConfiguration[*].ServerSideEncryptionByDefault` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefault {
        #[serde(rename = "KMSMasterKeyID")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_master_key_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "SSEAlgorithm")]
        pub sse_algorithm: Output<BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefaultSSEAlgorithm>,
    }

    /// `BucketEncryption.ServerSideEncryptionConfiguration[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketBucketEncryptionServerSideEncryptionConfigurationItem {
        #[serde(rename = "BlockedEncryptionTypes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub blocked_encryption_types: Option<Output<BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypes>>,
        #[serde(rename = "BucketKeyEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket_key_enabled: Option<Output<bool>>,
        #[serde(rename = "ServerSideEncryptionByDefault")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub server_side_encryption_by_default: Option<Output<BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefault>>,
    }

    /// `BucketEncryption` of `aws:s3:Bucket`. Specifies default encryption for a bucket using server-side encryption with Amazon S3-managed keys (SSE-S3), AWS KMS-managed keys (SSE-KMS), or dual-layer serv… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct BucketBucketEncryption {
        /// Required.
        #[serde(rename = "ServerSideEncryptionConfiguration")]
        pub server_side_encryption_configuration: Output<Vec<BucketBucketEncryptionServerSideEncryptionConfigurationItem>>,
    }

    /// The values `BucketNamespace` of `aws:s3:Bucket` may take. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketBucketNamespace {
        #[serde(rename = "global")]
        Global,
        #[serde(rename = "account-regional")]
        AccountRegional,
    }

    /// The values `CorsConfiguration.CorsRules[*].AllowedMethods[*]` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketCorsConfigurationCorsRulesItemAllowedMethodsItem {
        #[serde(rename = "GET")]
        Get,
        #[serde(rename = "PUT")]
        Put,
        #[serde(rename = "HEAD")]
        Head,
        #[serde(rename = "POST")]
        Post,
        #[serde(rename = "DELETE")]
        Delete,
    }

    /// `CorsConfiguration.CorsRules[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketCorsConfigurationCorsRulesItem {
        #[serde(rename = "AllowedHeaders")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allowed_headers: Option<Output<Vec<String>>>,
        /// Required.
        #[serde(rename = "AllowedMethods")]
        pub allowed_methods: Output<Vec<BucketCorsConfigurationCorsRulesItemAllowedMethodsItem>>,
        /// Required.
        #[serde(rename = "AllowedOrigins")]
        pub allowed_origins: Output<Vec<String>>,
        #[serde(rename = "ExposedHeaders")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub exposed_headers: Option<Output<Vec<String>>>,
        #[serde(rename = "Id")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub id: Option<Output<String>>,
        #[serde(rename = "MaxAge")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub max_age: Option<Output<i64>>,
    }

    /// `CorsConfiguration` of `aws:s3:Bucket`. Describes the cross-origin access configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct BucketCorsConfiguration {
        /// Required.
        #[serde(rename = "CorsRules")]
        pub cors_rules: Output<Vec<BucketCorsConfigurationCorsRulesItem>>,
    }

    /// The values `IntelligentTieringConfigurations[*].Status` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketIntelligentTieringConfigurationsItemStatus {
        #[serde(rename = "Disabled")]
        Disabled,
        #[serde(rename = "Enabled")]
        Enabled,
    }

    /// `IntelligentTieringConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketIntelligentTieringConfigurationsItemTagFiltersItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The values `IntelligentTieringConfigurations[*].Tierings[*].AccessTier` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketIntelligentTieringConfigurationsItemTieringsItemAccessTier {
        #[serde(rename = "ARCHIVE_ACCESS")]
        ArchiveAccess,
        #[serde(rename = "DEEP_ARCHIVE_ACCESS")]
        DeepArchiveAccess,
    }

    /// `IntelligentTieringConfigurations[*].Tierings[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketIntelligentTieringConfigurationsItemTieringsItem {
        /// Required.
        #[serde(rename = "AccessTier")]
        pub access_tier: Output<BucketIntelligentTieringConfigurationsItemTieringsItemAccessTier>,
        /// Required.
        #[serde(rename = "Days")]
        pub days: Output<i64>,
    }

    /// `IntelligentTieringConfigurations[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketIntelligentTieringConfigurationsItem {
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Status")]
        pub status: Output<BucketIntelligentTieringConfigurationsItemStatus>,
        #[serde(rename = "TagFilters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tag_filters: Option<Output<Vec<BucketIntelligentTieringConfigurationsItemTagFiltersItem>>>,
        /// Required.
        #[serde(rename = "Tierings")]
        pub tierings: Output<Vec<BucketIntelligentTieringConfigurationsItemTieringsItem>>,
    }

    /// The values `InventoryConfigurations[*].Destination.Format` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketInventoryConfigurationsItemDestinationFormat {
        #[serde(rename = "CSV")]
        Csv,
        #[serde(rename = "ORC")]
        Orc,
        #[serde(rename = "Parquet")]
        Parquet,
    }

    /// `InventoryConfigurations[*].Destination` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketInventoryConfigurationsItemDestination {
        #[serde(rename = "BucketAccountId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket_account_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "BucketArn")]
        pub bucket_arn: Output<String>,
        /// Required.
        #[serde(rename = "Format")]
        pub format: Output<BucketInventoryConfigurationsItemDestinationFormat>,
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
    }

    /// The values `InventoryConfigurations[*].IncludedObjectVersions` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketInventoryConfigurationsItemIncludedObjectVersions {
        #[serde(rename = "All")]
        All,
        #[serde(rename = "Current")]
        Current,
    }

    /// The values `InventoryConfigurations[*].OptionalFields[*]` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketInventoryConfigurationsItemOptionalFieldsItem {
        #[serde(rename = "Size")]
        Size,
        #[serde(rename = "LastModifiedDate")]
        LastModifiedDate,
        #[serde(rename = "StorageClass")]
        StorageClass,
        #[serde(rename = "ETag")]
        ETag,
        #[serde(rename = "IsMultipartUploaded")]
        IsMultipartUploaded,
        #[serde(rename = "ReplicationStatus")]
        ReplicationStatus,
        #[serde(rename = "EncryptionStatus")]
        EncryptionStatus,
        #[serde(rename = "ObjectLockRetainUntilDate")]
        ObjectLockRetainUntilDate,
        #[serde(rename = "ObjectLockMode")]
        ObjectLockMode,
        #[serde(rename = "ObjectLockLegalHoldStatus")]
        ObjectLockLegalHoldStatus,
        #[serde(rename = "ObjectLockEventHoldStatus")]
        ObjectLockEventHoldStatus,
        #[serde(rename = "ObjectLockEventHoldDuration")]
        ObjectLockEventHoldDuration,
        #[serde(rename = "IntelligentTieringAccessTier")]
        IntelligentTieringAccessTier,
        #[serde(rename = "BucketKeyStatus")]
        BucketKeyStatus,
        #[serde(rename = "ChecksumAlgorithm")]
        ChecksumAlgorithm,
        #[serde(rename = "ObjectAccessControlList")]
        ObjectAccessControlList,
        #[serde(rename = "ObjectOwner")]
        ObjectOwner,
        #[serde(rename = "LifecycleExpirationDate")]
        LifecycleExpirationDate,
        #[serde(rename = "IntelligentTieringReferenceDate")]
        IntelligentTieringReferenceDate,
    }

    /// The values `InventoryConfigurations[*].ScheduleFrequency` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketInventoryConfigurationsItemScheduleFrequency {
        #[serde(rename = "Daily")]
        Daily,
        #[serde(rename = "Weekly")]
        Weekly,
    }

    /// `InventoryConfigurations[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketInventoryConfigurationsItem {
        /// Required.
        #[serde(rename = "Destination")]
        pub destination: Output<BucketInventoryConfigurationsItemDestination>,
        /// Required.
        #[serde(rename = "Enabled")]
        pub enabled: Output<bool>,
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        /// Required.
        #[serde(rename = "IncludedObjectVersions")]
        pub included_object_versions: Output<BucketInventoryConfigurationsItemIncludedObjectVersions>,
        #[serde(rename = "OptionalFields")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub optional_fields: Option<Output<Vec<BucketInventoryConfigurationsItemOptionalFieldsItem>>>,
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
        /// Required.
        #[serde(rename = "ScheduleFrequency")]
        pub schedule_frequency: Output<BucketInventoryConfigurationsItemScheduleFrequency>,
    }

    /// `LifecycleConfiguration.Rules[*].AbortIncompleteMultipartUpload` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfigurationRulesItemAbortIncompleteMultipartUpload {
        /// Required.
        #[serde(rename = "DaysAfterInitiation")]
        pub days_after_initiation: Output<i64>,
    }

    /// `LifecycleConfiguration.Rules[*].NoncurrentVersionExpiration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfigurationRulesItemNoncurrentVersionExpiration {
        #[serde(rename = "NewerNoncurrentVersions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub newer_noncurrent_versions: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "NoncurrentDays")]
        pub noncurrent_days: Output<i64>,
    }

    /// The values `LifecycleConfiguration.Rules[*].NoncurrentVersionTransition.StorageClass` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionStorageClass {
        #[serde(rename = "DEEP_ARCHIVE")]
        DeepArchive,
        #[serde(rename = "GLACIER")]
        Glacier,
        #[serde(rename = "Glacier")]
        Glacier_,
        #[serde(rename = "GLACIER_IR")]
        GlacierIr,
        #[serde(rename = "INTELLIGENT_TIERING")]
        IntelligentTiering,
        #[serde(rename = "ONEZONE_IA")]
        OnezoneIa,
        #[serde(rename = "STANDARD_IA")]
        StandardIa,
    }

    /// `LifecycleConfiguration.Rules[*].NoncurrentVersionTransition` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfigurationRulesItemNoncurrentVersionTransition {
        #[serde(rename = "NewerNoncurrentVersions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub newer_noncurrent_versions: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "StorageClass")]
        pub storage_class: Output<BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionStorageClass>,
        /// Required.
        #[serde(rename = "TransitionInDays")]
        pub transition_in_days: Output<i64>,
    }

    /// The values `LifecycleConfiguration.Rules[*].NoncurrentVersionTransitions[*].StorageClass` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItemStorageClass {
        #[serde(rename = "DEEP_ARCHIVE")]
        DeepArchive,
        #[serde(rename = "GLACIER")]
        Glacier,
        #[serde(rename = "Glacier")]
        Glacier_,
        #[serde(rename = "GLACIER_IR")]
        GlacierIr,
        #[serde(rename = "INTELLIGENT_TIERING")]
        IntelligentTiering,
        #[serde(rename = "ONEZONE_IA")]
        OnezoneIa,
        #[serde(rename = "STANDARD_IA")]
        StandardIa,
    }

    /// `LifecycleConfiguration.Rules[*].NoncurrentVersionTransitions[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItem {
        #[serde(rename = "NewerNoncurrentVersions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub newer_noncurrent_versions: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "StorageClass")]
        pub storage_class: Output<BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItemStorageClass>,
        /// Required.
        #[serde(rename = "TransitionInDays")]
        pub transition_in_days: Output<i64>,
    }

    /// The values `LifecycleConfiguration.Rules[*].Status` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketLifecycleConfigurationRulesItemStatus {
        #[serde(rename = "Enabled")]
        Enabled,
        #[serde(rename = "Disabled")]
        Disabled,
    }

    /// `LifecycleConfiguration.Rules[*].TagFilters[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfigurationRulesItemTagFiltersItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The values `LifecycleConfiguration.Rules[*].Transition.StorageClass` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketLifecycleConfigurationRulesItemTransitionStorageClass {
        #[serde(rename = "DEEP_ARCHIVE")]
        DeepArchive,
        #[serde(rename = "GLACIER")]
        Glacier,
        #[serde(rename = "Glacier")]
        Glacier_,
        #[serde(rename = "GLACIER_IR")]
        GlacierIr,
        #[serde(rename = "INTELLIGENT_TIERING")]
        IntelligentTiering,
        #[serde(rename = "ONEZONE_IA")]
        OnezoneIa,
        #[serde(rename = "STANDARD_IA")]
        StandardIa,
    }

    /// `LifecycleConfiguration.Rules[*].Transition` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfigurationRulesItemTransition {
        /// Required.
        #[serde(rename = "StorageClass")]
        pub storage_class: Output<BucketLifecycleConfigurationRulesItemTransitionStorageClass>,
        #[serde(rename = "TransitionDate")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transition_date: Option<Output<String>>,
        #[serde(rename = "TransitionInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transition_in_days: Option<Output<i64>>,
    }

    /// The values `LifecycleConfiguration.Rules[*].Transitions[*].StorageClass` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketLifecycleConfigurationRulesItemTransitionsItemStorageClass {
        #[serde(rename = "DEEP_ARCHIVE")]
        DeepArchive,
        #[serde(rename = "GLACIER")]
        Glacier,
        #[serde(rename = "Glacier")]
        Glacier_,
        #[serde(rename = "GLACIER_IR")]
        GlacierIr,
        #[serde(rename = "INTELLIGENT_TIERING")]
        IntelligentTiering,
        #[serde(rename = "ONEZONE_IA")]
        OnezoneIa,
        #[serde(rename = "STANDARD_IA")]
        StandardIa,
    }

    /// `LifecycleConfiguration.Rules[*].Transitions[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfigurationRulesItemTransitionsItem {
        /// Required.
        #[serde(rename = "StorageClass")]
        pub storage_class: Output<BucketLifecycleConfigurationRulesItemTransitionsItemStorageClass>,
        #[serde(rename = "TransitionDate")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transition_date: Option<Output<String>>,
        #[serde(rename = "TransitionInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transition_in_days: Option<Output<i64>>,
    }

    /// `LifecycleConfiguration.Rules[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfigurationRulesItem {
        #[serde(rename = "AbortIncompleteMultipartUpload")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub abort_incomplete_multipart_upload: Option<Output<BucketLifecycleConfigurationRulesItemAbortIncompleteMultipartUpload>>,
        #[serde(rename = "ExpirationDate")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub expiration_date: Option<Output<String>>,
        #[serde(rename = "ExpirationInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub expiration_in_days: Option<Output<i64>>,
        #[serde(rename = "ExpiredObjectDeleteMarker")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub expired_object_delete_marker: Option<Output<bool>>,
        #[serde(rename = "Id")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub id: Option<Output<String>>,
        #[serde(rename = "NoncurrentVersionExpiration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub noncurrent_version_expiration: Option<Output<BucketLifecycleConfigurationRulesItemNoncurrentVersionExpiration>>,
        #[serde(rename = "NoncurrentVersionExpirationInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub noncurrent_version_expiration_in_days: Option<Output<i64>>,
        #[serde(rename = "NoncurrentVersionTransition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub noncurrent_version_transition: Option<Output<BucketLifecycleConfigurationRulesItemNoncurrentVersionTransition>>,
        #[serde(rename = "NoncurrentVersionTransitions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub noncurrent_version_transitions: Option<Output<Vec<BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItem>>>,
        #[serde(rename = "ObjectSizeGreaterThan")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub object_size_greater_than: Option<Output<String>>,
        #[serde(rename = "ObjectSizeLessThan")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub object_size_less_than: Option<Output<String>>,
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Status")]
        pub status: Output<BucketLifecycleConfigurationRulesItemStatus>,
        #[serde(rename = "TagFilters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tag_filters: Option<Output<Vec<BucketLifecycleConfigurationRulesItemTagFiltersItem>>>,
        #[serde(rename = "Transition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transition: Option<Output<BucketLifecycleConfigurationRulesItemTransition>>,
        #[serde(rename = "Transitions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transitions: Option<Output<Vec<BucketLifecycleConfigurationRulesItemTransitionsItem>>>,
    }

    /// The values `LifecycleConfiguration.TransitionDefaultMinimumObjectSize` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketLifecycleConfigurationTransitionDefaultMinimumObjectSize {
        #[serde(rename = "varies_by_storage_class")]
        VariesByStorageClass,
        #[serde(rename = "all_storage_classes_128K")]
        AllStorageClasses128K,
    }

    /// `LifecycleConfiguration` of `aws:s3:Bucket`. Specifies the lifecycle configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct BucketLifecycleConfiguration {
        /// Required.
        #[serde(rename = "Rules")]
        pub rules: Output<Vec<BucketLifecycleConfigurationRulesItem>>,
        #[serde(rename = "TransitionDefaultMinimumObjectSize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub transition_default_minimum_object_size: Option<Output<BucketLifecycleConfigurationTransitionDefaultMinimumObjectSize>>,
    }

    /// `LoggingConfiguration` of `aws:s3:Bucket`. Settings that define where logs are stored. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct BucketLoggingConfiguration {
        #[serde(rename = "DestinationBucketName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_bucket_name: Option<Output<String>>,
        #[serde(rename = "LogFilePrefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_file_prefix: Option<Output<String>>,
        #[serde(rename = "TargetObjectKeyFormat")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_object_key_format: Option<Output<BTreeMap<String, serde_json::Value>>>,
    }

    /// The values `MetadataConfiguration.AnnotationTableConfiguration.ConfigurationState` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketMetadataConfigurationAnnotationTableConfigurationConfigurationState {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
    }

    /// The values `MetadataConfiguration.AnnotationTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfigurationSseAlgorithm {
        #[serde(rename = "aws:kms")]
        AwsKms,
        #[serde(rename = "AES256")]
        Aes256,
    }

    /// `MetadataConfiguration.AnnotationTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfiguration {
        #[serde(rename = "KmsKeyArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "SseAlgorithm")]
        pub sse_algorithm: Output<BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfigurationSseAlgorithm>,
    }

    /// `MetadataConfiguration.AnnotationTableConfiguration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfigurationAnnotationTableConfiguration {
        /// Required.
        #[serde(rename = "ConfigurationState")]
        pub configuration_state: Output<BucketMetadataConfigurationAnnotationTableConfigurationConfigurationState>,
        #[serde(rename = "EncryptionConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub encryption_configuration: Option<Output<BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfiguration>>,
        #[serde(rename = "Role")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role: Option<Output<String>>,
        #[serde(rename = "TableArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_arn: Option<Output<String>>,
        #[serde(rename = "TableName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_name: Option<Output<String>>,
    }

    /// The values `MetadataConfiguration.Destination.TableBucketType` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketMetadataConfigurationDestinationTableBucketType {
        #[serde(rename = "aws")]
        Aws,
        #[serde(rename = "customer")]
        Customer,
    }

    /// `MetadataConfiguration.Destination` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfigurationDestination {
        #[serde(rename = "TableBucketArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_bucket_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "TableBucketType")]
        pub table_bucket_type: Output<BucketMetadataConfigurationDestinationTableBucketType>,
        #[serde(rename = "TableNamespace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_namespace: Option<Output<String>>,
    }

    /// The values `MetadataConfiguration.InventoryTableConfiguration.ConfigurationState` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketMetadataConfigurationInventoryTableConfigurationConfigurationState {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
    }

    /// The values `MetadataConfiguration.InventoryTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfigurationSseAlgorithm {
        #[serde(rename = "aws:kms")]
        AwsKms,
        #[serde(rename = "AES256")]
        Aes256,
    }

    /// `MetadataConfiguration.InventoryTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfiguration {
        #[serde(rename = "KmsKeyArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "SseAlgorithm")]
        pub sse_algorithm: Output<BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfigurationSseAlgorithm>,
    }

    /// `MetadataConfiguration.InventoryTableConfiguration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfigurationInventoryTableConfiguration {
        /// Required.
        #[serde(rename = "ConfigurationState")]
        pub configuration_state: Output<BucketMetadataConfigurationInventoryTableConfigurationConfigurationState>,
        #[serde(rename = "EncryptionConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub encryption_configuration: Option<Output<BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfiguration>>,
        #[serde(rename = "TableArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_arn: Option<Output<String>>,
        #[serde(rename = "TableName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_name: Option<Output<String>>,
    }

    /// The values `MetadataConfiguration.JournalTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketMetadataConfigurationJournalTableConfigurationEncryptionConfigurationSseAlgorithm {
        #[serde(rename = "aws:kms")]
        AwsKms,
        #[serde(rename = "AES256")]
        Aes256,
    }

    /// `MetadataConfiguration.JournalTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfigurationJournalTableConfigurationEncryptionConfiguration {
        #[serde(rename = "KmsKeyArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "SseAlgorithm")]
        pub sse_algorithm: Output<BucketMetadataConfigurationJournalTableConfigurationEncryptionConfigurationSseAlgorithm>,
    }

    /// The values `MetadataConfiguration.JournalTableConfiguration.RecordExpiration.Expiration` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketMetadataConfigurationJournalTableConfigurationRecordExpirationExpiration {
        #[serde(rename = "ENABLED")]
        Enabled,
        #[serde(rename = "DISABLED")]
        Disabled,
    }

    /// `MetadataConfiguration.JournalTableConfiguration.RecordExpiration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfigurationJournalTableConfigurationRecordExpiration {
        #[serde(rename = "Days")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub days: Option<Output<i64>>,
        /// Required.
        #[serde(rename = "Expiration")]
        pub expiration: Output<BucketMetadataConfigurationJournalTableConfigurationRecordExpirationExpiration>,
    }

    /// `MetadataConfiguration.JournalTableConfiguration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfigurationJournalTableConfiguration {
        #[serde(rename = "EncryptionConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub encryption_configuration: Option<Output<BucketMetadataConfigurationJournalTableConfigurationEncryptionConfiguration>>,
        /// Required.
        #[serde(rename = "RecordExpiration")]
        pub record_expiration: Output<BucketMetadataConfigurationJournalTableConfigurationRecordExpiration>,
        #[serde(rename = "TableArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_arn: Option<Output<String>>,
        #[serde(rename = "TableName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_name: Option<Output<String>>,
    }

    /// `MetadataConfiguration` of `aws:s3:Bucket`. The S3 Metadata configuration for a general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataConfiguration {
        #[serde(rename = "AnnotationTableConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub annotation_table_configuration: Option<Output<BucketMetadataConfigurationAnnotationTableConfiguration>>,
        #[serde(rename = "Destination")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination: Option<Output<BucketMetadataConfigurationDestination>>,
        #[serde(rename = "InventoryTableConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub inventory_table_configuration: Option<Output<BucketMetadataConfigurationInventoryTableConfiguration>>,
        /// Required.
        #[serde(rename = "JournalTableConfiguration")]
        pub journal_table_configuration: Output<BucketMetadataConfigurationJournalTableConfiguration>,
    }

    /// `MetadataTableConfiguration.S3TablesDestination` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataTableConfigurationS3TablesDestination {
        #[serde(rename = "TableArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "TableBucketArn")]
        pub table_bucket_arn: Output<String>,
        /// Required.
        #[serde(rename = "TableName")]
        pub table_name: Output<String>,
        #[serde(rename = "TableNamespace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_namespace: Option<Output<String>>,
    }

    /// `MetadataTableConfiguration` of `aws:s3:Bucket`. The metadata table configuration of an S3 general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct BucketMetadataTableConfiguration {
        /// Required.
        #[serde(rename = "S3TablesDestination")]
        pub s3_tables_destination: Output<BucketMetadataTableConfigurationS3TablesDestination>,
    }

    /// `MetricsConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetricsConfigurationsItemTagFiltersItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// `MetricsConfigurations[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketMetricsConfigurationsItem {
        #[serde(rename = "AccessPointArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_point_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Id")]
        pub id: Output<String>,
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
        #[serde(rename = "TagFilters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tag_filters: Option<Output<Vec<BucketMetricsConfigurationsItemTagFiltersItem>>>,
    }

    /// `NotificationConfiguration.EventBridgeConfiguration` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketNotificationConfigurationEventBridgeConfiguration {
        /// Required. Default: `"true"`.
        #[serde(rename = "EventBridgeEnabled")]
        pub event_bridge_enabled: Output<bool>,
    }

    /// `NotificationConfiguration.LambdaConfigurations[*].Filter` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketNotificationConfigurationLambdaConfigurationsItemFilter {
        /// Required.
        #[serde(rename = "S3Key")]
        pub s3_key: Output<BTreeMap<String, serde_json::Value>>,
    }

    /// `NotificationConfiguration.LambdaConfigurations[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketNotificationConfigurationLambdaConfigurationsItem {
        /// Required.
        #[serde(rename = "Event")]
        pub event: Output<String>,
        #[serde(rename = "Filter")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filter: Option<Output<BucketNotificationConfigurationLambdaConfigurationsItemFilter>>,
        /// Required.
        #[serde(rename = "Function")]
        pub function: Output<String>,
    }

    /// `NotificationConfiguration.QueueConfigurations[*].Filter` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketNotificationConfigurationQueueConfigurationsItemFilter {
        /// Required.
        #[serde(rename = "S3Key")]
        pub s3_key: Output<BTreeMap<String, serde_json::Value>>,
    }

    /// `NotificationConfiguration.QueueConfigurations[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketNotificationConfigurationQueueConfigurationsItem {
        /// Required.
        #[serde(rename = "Event")]
        pub event: Output<String>,
        #[serde(rename = "Filter")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filter: Option<Output<BucketNotificationConfigurationQueueConfigurationsItemFilter>>,
        /// Required.
        #[serde(rename = "Queue")]
        pub queue: Output<String>,
    }

    /// `NotificationConfiguration.TopicConfigurations[*].Filter` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketNotificationConfigurationTopicConfigurationsItemFilter {
        /// Required.
        #[serde(rename = "S3Key")]
        pub s3_key: Output<BTreeMap<String, serde_json::Value>>,
    }

    /// `NotificationConfiguration.TopicConfigurations[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketNotificationConfigurationTopicConfigurationsItem {
        /// Required.
        #[serde(rename = "Event")]
        pub event: Output<String>,
        #[serde(rename = "Filter")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filter: Option<Output<BucketNotificationConfigurationTopicConfigurationsItemFilter>>,
        /// Required.
        #[serde(rename = "Topic")]
        pub topic: Output<String>,
    }

    /// `NotificationConfiguration` of `aws:s3:Bucket`. Configuration that defines how Amazon S3 handles bucket notifications. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct BucketNotificationConfiguration {
        #[serde(rename = "EventBridgeConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub event_bridge_configuration: Option<Output<BucketNotificationConfigurationEventBridgeConfiguration>>,
        #[serde(rename = "LambdaConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lambda_configurations: Option<Output<Vec<BucketNotificationConfigurationLambdaConfigurationsItem>>>,
        #[serde(rename = "QueueConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub queue_configurations: Option<Output<Vec<BucketNotificationConfigurationQueueConfigurationsItem>>>,
        #[serde(rename = "TopicConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub topic_configurations: Option<Output<Vec<BucketNotificationConfigurationTopicConfigurationsItem>>>,
    }

    /// The values `ObjectLockConfiguration.ObjectLockEnabled` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketObjectLockConfigurationObjectLockEnabled {
        #[serde(rename = "Enabled")]
        Enabled,
    }

    /// `ObjectLockConfiguration.Rule.DefaultRetention.DefaultEventHold` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketObjectLockConfigurationRuleDefaultRetentionDefaultEventHold {
        #[serde(rename = "Days")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub days: Option<Output<i64>>,
        #[serde(rename = "Years")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub years: Option<Output<i64>>,
    }

    /// The values `ObjectLockConfiguration.Rule.DefaultRetention.Mode` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketObjectLockConfigurationRuleDefaultRetentionMode {
        #[serde(rename = "COMPLIANCE")]
        Compliance,
        #[serde(rename = "GOVERNANCE")]
        Governance,
    }

    /// `ObjectLockConfiguration.Rule.DefaultRetention` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketObjectLockConfigurationRuleDefaultRetention {
        #[serde(rename = "Days")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub days: Option<Output<i64>>,
        #[serde(rename = "DefaultEventHold")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_event_hold: Option<Output<BucketObjectLockConfigurationRuleDefaultRetentionDefaultEventHold>>,
        #[serde(rename = "Mode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub mode: Option<Output<BucketObjectLockConfigurationRuleDefaultRetentionMode>>,
        #[serde(rename = "Years")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub years: Option<Output<i64>>,
    }

    /// `ObjectLockConfiguration.Rule` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketObjectLockConfigurationRule {
        #[serde(rename = "DefaultRetention")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_retention: Option<Output<BucketObjectLockConfigurationRuleDefaultRetention>>,
    }

    /// `ObjectLockConfiguration` of `aws:s3:Bucket`. This operation is not supported for directory buckets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct BucketObjectLockConfiguration {
        #[serde(rename = "ObjectLockEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub object_lock_enabled: Option<Output<BucketObjectLockConfigurationObjectLockEnabled>>,
        #[serde(rename = "Rule")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub rule: Option<Output<BucketObjectLockConfigurationRule>>,
    }

    /// The values `OwnershipControls.Rules[*].ObjectOwnership` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketOwnershipControlsRulesItemObjectOwnership {
        #[serde(rename = "ObjectWriter")]
        ObjectWriter,
        #[serde(rename = "BucketOwnerPreferred")]
        BucketOwnerPreferred,
        #[serde(rename = "BucketOwnerEnforced")]
        BucketOwnerEnforced,
    }

    /// `OwnershipControls.Rules[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketOwnershipControlsRulesItem {
        #[serde(rename = "ObjectOwnership")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub object_ownership: Option<Output<BucketOwnershipControlsRulesItemObjectOwnership>>,
    }

    /// `OwnershipControls` of `aws:s3:Bucket`. Configuration that defines how Amazon S3 handles Object Ownership rules. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct BucketOwnershipControls {
        /// Required.
        #[serde(rename = "Rules")]
        pub rules: Output<Vec<BucketOwnershipControlsRulesItem>>,
    }

    /// `PublicAccessBlockConfiguration` of `aws:s3:Bucket`. {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out
    #[derive(Serialize, Default, Clone)]
    pub struct BucketPublicAccessBlockConfiguration {
        /// Default: `false`.
        #[serde(rename = "BlockPublicAcls")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub block_public_acls: Option<Output<bool>>,
        /// Default: `false`.
        #[serde(rename = "BlockPublicPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub block_public_policy: Option<Output<bool>>,
        /// Default: `false`.
        #[serde(rename = "IgnorePublicAcls")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ignore_public_acls: Option<Output<bool>>,
        /// Default: `false`.
        #[serde(rename = "RestrictPublicBuckets")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub restrict_public_buckets: Option<Output<bool>>,
    }

    /// The values `ReplicationConfiguration.Rules[*].DeleteMarkerReplication.Status` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketReplicationConfigurationRulesItemDeleteMarkerReplicationStatus {
        #[serde(rename = "Disabled")]
        Disabled,
        #[serde(rename = "Enabled")]
        Enabled,
    }

    /// `ReplicationConfiguration.Rules[*].DeleteMarkerReplication` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketReplicationConfigurationRulesItemDeleteMarkerReplication {
        #[serde(rename = "Status")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub status: Option<Output<BucketReplicationConfigurationRulesItemDeleteMarkerReplicationStatus>>,
    }

    /// The values `ReplicationConfiguration.Rules[*].Destination.StorageClass` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketReplicationConfigurationRulesItemDestinationStorageClass {
        #[serde(rename = "DEEP_ARCHIVE")]
        DeepArchive,
        #[serde(rename = "GLACIER")]
        Glacier,
        #[serde(rename = "GLACIER_IR")]
        GlacierIr,
        #[serde(rename = "INTELLIGENT_TIERING")]
        IntelligentTiering,
        #[serde(rename = "ONEZONE_IA")]
        OnezoneIa,
        #[serde(rename = "REDUCED_REDUNDANCY")]
        ReducedRedundancy,
        #[serde(rename = "STANDARD")]
        Standard,
        #[serde(rename = "STANDARD_IA")]
        StandardIa,
    }

    /// `ReplicationConfiguration.Rules[*].Destination` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketReplicationConfigurationRulesItemDestination {
        #[serde(rename = "AccessControlTranslation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_control_translation: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "Account")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub account: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Bucket")]
        pub bucket: Output<String>,
        #[serde(rename = "EncryptionConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub encryption_configuration: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "Metrics")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metrics: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "ReplicationTime")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub replication_time: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "StorageClass")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_class: Option<Output<BucketReplicationConfigurationRulesItemDestinationStorageClass>>,
    }

    /// `ReplicationConfiguration.Rules[*].Filter` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketReplicationConfigurationRulesItemFilter {
        #[serde(rename = "And")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub and: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
        #[serde(rename = "TagFilter")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tag_filter: Option<Output<BTreeMap<String, serde_json::Value>>>,
    }

    /// `ReplicationConfiguration.Rules[*].SourceSelectionCriteria` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketReplicationConfigurationRulesItemSourceSelectionCriteria {
        #[serde(rename = "ReplicaModifications")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub replica_modifications: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "SseKmsEncryptedObjects")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sse_kms_encrypted_objects: Option<Output<BTreeMap<String, serde_json::Value>>>,
    }

    /// The values `ReplicationConfiguration.Rules[*].Status` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketReplicationConfigurationRulesItemStatus {
        #[serde(rename = "Disabled")]
        Disabled,
        #[serde(rename = "Enabled")]
        Enabled,
    }

    /// `ReplicationConfiguration.Rules[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketReplicationConfigurationRulesItem {
        #[serde(rename = "DeleteMarkerReplication")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub delete_marker_replication: Option<Output<BucketReplicationConfigurationRulesItemDeleteMarkerReplication>>,
        /// Required.
        #[serde(rename = "Destination")]
        pub destination: Output<BucketReplicationConfigurationRulesItemDestination>,
        #[serde(rename = "Filter")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filter: Option<Output<BucketReplicationConfigurationRulesItemFilter>>,
        #[serde(rename = "Id")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub id: Option<Output<String>>,
        #[serde(rename = "Prefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub prefix: Option<Output<String>>,
        #[serde(rename = "Priority")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub priority: Option<Output<i64>>,
        #[serde(rename = "SourceSelectionCriteria")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_selection_criteria: Option<Output<BucketReplicationConfigurationRulesItemSourceSelectionCriteria>>,
        /// Required.
        #[serde(rename = "Status")]
        pub status: Output<BucketReplicationConfigurationRulesItemStatus>,
    }

    /// `ReplicationConfiguration` of `aws:s3:Bucket`. Configuration for replicating objects in an S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct BucketReplicationConfiguration {
        /// Required.
        #[serde(rename = "Role")]
        pub role: Output<String>,
        /// Required.
        #[serde(rename = "Rules")]
        pub rules: Output<Vec<BucketReplicationConfigurationRulesItem>>,
    }

    /// `Tags[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The values `VersioningConfiguration.Status` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketVersioningConfigurationStatus {
        #[serde(rename = "Enabled")]
        Enabled,
        #[serde(rename = "Suspended")]
        Suspended,
    }

    /// `VersioningConfiguration` of `aws:s3:Bucket`. {"Status": "Enabled" | "Suspended"}
    #[derive(Serialize, Clone)]
    pub struct BucketVersioningConfiguration {
        /// Required. Default: `"Suspended"`.
        #[serde(rename = "Status")]
        pub status: Output<BucketVersioningConfigurationStatus>,
    }

    /// The values `WebsiteConfiguration.RedirectAllRequestsTo.Protocol` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketWebsiteConfigurationRedirectAllRequestsToProtocol {
        #[serde(rename = "http")]
        Http,
        #[serde(rename = "https")]
        Https,
    }

    /// `WebsiteConfiguration.RedirectAllRequestsTo` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketWebsiteConfigurationRedirectAllRequestsTo {
        /// Required.
        #[serde(rename = "HostName")]
        pub host_name: Output<String>,
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<BucketWebsiteConfigurationRedirectAllRequestsToProtocol>>,
    }

    /// The values `WebsiteConfiguration.RoutingRules[*].RedirectRule.Protocol` of `aws:s3:Bucket` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum BucketWebsiteConfigurationRoutingRulesItemRedirectRuleProtocol {
        #[serde(rename = "http")]
        Http,
        #[serde(rename = "https")]
        Https,
    }

    /// `WebsiteConfiguration.RoutingRules[*].RedirectRule` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketWebsiteConfigurationRoutingRulesItemRedirectRule {
        #[serde(rename = "HostName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub host_name: Option<Output<String>>,
        #[serde(rename = "HttpRedirectCode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub http_redirect_code: Option<Output<String>>,
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<BucketWebsiteConfigurationRoutingRulesItemRedirectRuleProtocol>>,
        #[serde(rename = "ReplaceKeyPrefixWith")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub replace_key_prefix_with: Option<Output<String>>,
        #[serde(rename = "ReplaceKeyWith")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub replace_key_with: Option<Output<String>>,
    }

    /// `WebsiteConfiguration.RoutingRules[*].RoutingRuleCondition` of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketWebsiteConfigurationRoutingRulesItemRoutingRuleCondition {
        #[serde(rename = "HttpErrorCodeReturnedEquals")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub http_error_code_returned_equals: Option<Output<String>>,
        #[serde(rename = "KeyPrefixEquals")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_prefix_equals: Option<Output<String>>,
    }

    /// `WebsiteConfiguration.RoutingRules[*]` of `aws:s3:Bucket`.
    #[derive(Serialize, Clone)]
    pub struct BucketWebsiteConfigurationRoutingRulesItem {
        /// Required.
        #[serde(rename = "RedirectRule")]
        pub redirect_rule: Output<BucketWebsiteConfigurationRoutingRulesItemRedirectRule>,
        #[serde(rename = "RoutingRuleCondition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub routing_rule_condition: Option<Output<BucketWebsiteConfigurationRoutingRulesItemRoutingRuleCondition>>,
    }

    /// `WebsiteConfiguration` of `aws:s3:Bucket`. {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}
    #[derive(Serialize, Default, Clone)]
    pub struct BucketWebsiteConfiguration {
        #[serde(rename = "ErrorDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub error_document: Option<Output<String>>,
        #[serde(rename = "IndexDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub index_document: Option<Output<String>>,
        #[serde(rename = "RedirectAllRequestsTo")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub redirect_all_requests_to: Option<Output<BucketWebsiteConfigurationRedirectAllRequestsTo>>,
        #[serde(rename = "RoutingRules")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub routing_rules: Option<Output<Vec<BucketWebsiteConfigurationRoutingRulesItem>>>,
    }

    /// The inputs of `aws:s3:Bucket`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketArgs {
        /// The ABAC status of the general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AbacStatus")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub abac_status: Option<Output<BucketAbacStatus>>,
        /// Configures the transfer acceleration state for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AccelerateConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub accelerate_configuration: Option<Output<BucketAccelerateConfiguration>>,
        /// This is a legacy property, and it is not recommended for most use cases. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AccessControl")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub access_control: Option<Output<BucketAccessControl>>,
        /// Specifies the configuration and any analyses for the analytics filter of an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "AnalyticsConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub analytics_configurations: Option<Output<Vec<BucketAnalyticsConfigurationsItem>>>,
        /// Specifies default encryption for a bucket using server-side encryption with Amazon S3-managed keys (SSE-S3), AWS KMS-managed keys (SSE-KMS), or dual-layer serv… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "BucketEncryption")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket_encryption: Option<Output<BucketBucketEncryption>>,
        /// The bucket's name; by default the resource's name and a suffix.
        ///
        /// A change replaces the resource.
        #[serde(rename = "BucketName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket_name: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "BucketNamePrefix")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket_name_prefix: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        ///
        /// A change replaces the resource.
        #[serde(rename = "BucketNamespace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket_namespace: Option<Output<BucketBucketNamespace>>,
        /// Describes the cross-origin access configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "CorsConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cors_configuration: Option<Output<BucketCorsConfiguration>>,
        /// Defines how Amazon S3 handles Intelligent-Tiering storage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "IntelligentTieringConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub intelligent_tiering_configurations: Option<Output<Vec<BucketIntelligentTieringConfigurationsItem>>>,
        /// Specifies the S3 Inventory configuration for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "InventoryConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub inventory_configurations: Option<Output<Vec<BucketInventoryConfigurationsItem>>>,
        /// Specifies the lifecycle configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LifecycleConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub lifecycle_configuration: Option<Output<BucketLifecycleConfiguration>>,
        /// Settings that define where logs are stored. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LoggingConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub logging_configuration: Option<Output<BucketLoggingConfiguration>>,
        /// The S3 Metadata configuration for a general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MetadataConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metadata_configuration: Option<Output<BucketMetadataConfiguration>>,
        /// The metadata table configuration of an S3 general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MetadataTableConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metadata_table_configuration: Option<Output<BucketMetadataTableConfiguration>>,
        /// Specifies a metrics configuration for the CloudWatch request metrics (specified by the metrics configuration ID) from an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MetricsConfigurations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub metrics_configurations: Option<Output<Vec<BucketMetricsConfigurationsItem>>>,
        /// Configuration that defines how Amazon S3 handles bucket notifications. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "NotificationConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub notification_configuration: Option<Output<BucketNotificationConfiguration>>,
        /// This operation is not supported for directory buckets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ObjectLockConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub object_lock_configuration: Option<Output<BucketObjectLockConfiguration>>,
        /// Indicates whether this bucket has an Object Lock configuration enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ObjectLockEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub object_lock_enabled: Option<Output<bool>>,
        /// Configuration that defines how Amazon S3 handles Object Ownership rules. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "OwnershipControls")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ownership_controls: Option<Output<BucketOwnershipControls>>,
        /// {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out
        #[serde(rename = "PublicAccessBlockConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub public_access_block_configuration: Option<Output<BucketPublicAccessBlockConfiguration>>,
        /// Configuration for replicating objects in an S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ReplicationConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub replication_configuration: Option<Output<BucketReplicationConfiguration>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BucketTagsItem>>>,
        /// {"Status": "Enabled" | "Suspended"}
        #[serde(rename = "VersioningConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub versioning_configuration: Option<Output<BucketVersioningConfiguration>>,
        /// {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}
        #[serde(rename = "WebsiteConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub website_configuration: Option<Output<BucketWebsiteConfiguration>>,
        /// Strata's own (Terraform's force_destroy): deleting the bucket first deletes every object, version and delete marker in it. Without it, a bucket that is not empty is not deleted. Set it with an `up` before the destroy.
        ///
        /// Default: `false`.
        #[serde(rename = "forceDestroy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub force_destroy: Option<Output<bool>>,
    }

    /// `aws:s3:Bucket`: An S3 bucket (AWS::S3::Bucket).
    #[derive(Clone, Debug)]
    pub struct Bucket(pub Resource);

    impl Bucket {
        /// Declare it, with default options.
        pub fn new(name: &str, args: BucketArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: BucketArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:s3:Bucket", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `BucketName`.
        /// The resource's id.
        pub fn bucket_name(&self) -> Output<String> {
            self.0.output("BucketName")
        }

        /// Output `DomainName`.
        pub fn domain_name(&self) -> Output<String> {
            self.0.output("DomainName")
        }

        /// Output `DualStackDomainName`.
        pub fn dual_stack_domain_name(&self) -> Output<String> {
            self.0.output("DualStackDomainName")
        }

        /// Output `RegionalDomainName`.
        pub fn regional_domain_name(&self) -> Output<String> {
            self.0.output("RegionalDomainName")
        }

        /// Output `WebsiteURL`.
        pub fn website_url(&self) -> Output<String> {
            self.0.output("WebsiteURL")
        }
    }

    /// The inputs of `aws:s3:BucketPolicy`.
    #[derive(Serialize, Default, Clone)]
    pub struct BucketPolicyArgs {
        /// Required. A change replaces the resource.
        #[serde(rename = "Bucket")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket: Option<Output<String>>,
        /// Required.
        #[serde(rename = "PolicyDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub policy_document: Option<Output<BTreeMap<String, serde_json::Value>>>,
    }

    /// `aws:s3:BucketPolicy`: The policy of an S3 bucket (AWS::S3::BucketPolicy).
    #[derive(Clone, Debug)]
    pub struct BucketPolicy(pub Resource);

    impl BucketPolicy {
        /// Declare it, with default options.
        pub fn new(name: &str, args: BucketPolicyArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: BucketPolicyArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:s3:BucketPolicy", name, &args, options)?))
        }

        /// Output `Bucket`.
        /// The resource's id.
        pub fn bucket(&self) -> Output<String> {
            self.0.output("Bucket")
        }
    }

    /// The inputs of `aws:s3:Object`.
    #[derive(Serialize, Default, Clone)]
    pub struct ObjectArgs {
        /// Required. A change replaces the resource.
        #[serde(rename = "Bucket")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket: Option<Output<String>>,
        #[serde(rename = "CacheControl")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cache_control: Option<Output<String>>,
        /// The object's content, inline.
        #[serde(rename = "Content")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub content: Option<Output<String>>,
        #[serde(rename = "ContentType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub content_type: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "Key")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key: Option<Output<String>>,
        /// Or a file to upload, in a directory granted to the provider (allow-dirs).
        #[serde(rename = "Source")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source: Option<Output<String>>,
        /// The SHA-256 of the Source file, computed by check when left out. When given (say, kept with ignore-changes to leave an uploaded object as it is), check does not read the file, and an upload refuses a file with another digest.
        #[serde(rename = "SourceSha256")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub source_sha256: Option<Output<String>>,
    }

    /// `aws:s3:Object`: An object in an S3 bucket. CloudFormation has no such type: a template uploads objects outside it.
    #[derive(Clone, Debug)]
    pub struct Object(pub Resource);

    impl Object {
        /// Declare it, with default options.
        pub fn new(name: &str, args: ObjectArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: ObjectArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:s3:Object", name, &args, options)?))
        }

        /// Output `ETag`.
        pub fn e_tag(&self) -> Output<String> {
            self.0.output("ETag")
        }

        /// Output `SourceSha256`.
        pub fn source_sha256(&self) -> Output<String> {
            self.0.output("SourceSha256")
        }
    }
}

/// `aws:secretsmanager:*` resources.
pub mod secretsmanager {
    use super::*;

    /// `GenerateSecretString` of `aws:secretsmanager:Secret`. A structure that specifies how to generate a password to encrypt and store in the secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct SecretGenerateSecretString {
        #[serde(rename = "ExcludeCharacters")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub exclude_characters: Option<Output<String>>,
        #[serde(rename = "ExcludeLowercase")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub exclude_lowercase: Option<Output<bool>>,
        #[serde(rename = "ExcludeNumbers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub exclude_numbers: Option<Output<bool>>,
        #[serde(rename = "ExcludePunctuation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub exclude_punctuation: Option<Output<bool>>,
        #[serde(rename = "ExcludeUppercase")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub exclude_uppercase: Option<Output<bool>>,
        #[serde(rename = "GenerateStringKey")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub generate_string_key: Option<Output<String>>,
        #[serde(rename = "IncludeSpace")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub include_space: Option<Output<bool>>,
        #[serde(rename = "PasswordLength")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub password_length: Option<Output<i64>>,
        #[serde(rename = "RequireEachIncludedType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub require_each_included_type: Option<Output<bool>>,
        #[serde(rename = "SecretStringTemplate")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub secret_string_template: Option<Output<String>>,
    }

    /// `ReplicaRegions[*]` of `aws:secretsmanager:Secret`.
    #[derive(Serialize, Clone)]
    pub struct SecretReplicaRegionsItem {
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Region")]
        pub region: Output<String>,
    }

    /// `Tags[*]` of `aws:secretsmanager:Secret`.
    #[derive(Serialize, Clone)]
    pub struct SecretTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:secretsmanager:Secret`.
    #[derive(Serialize, Default, Clone)]
    pub struct SecretArgs {
        /// The description of the secret.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// A structure that specifies how to generate a password to encrypt and store in the secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "GenerateSecretString")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub generate_secret_string: Option<Output<SecretGenerateSecretString>>,
        /// The ARN, key ID, or alias of the KMS key that Secrets Manager uses to encrypt the secret value in the secret.
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        /// The name of the new secret.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// Strata's own: the days a deleted secret can be restored in (7 to 30), or 0 to delete it at once (Terraform's recovery_window_in_days)
        ///
        /// Default: `30`.
        #[serde(rename = "RecoveryWindowInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub recovery_window_in_days: Option<Output<i64>>,
        /// A custom type that specifies a `Region` and the `KmsKeyId` for a replica secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ReplicaRegions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub replica_regions: Option<Output<Vec<SecretReplicaRegionsItem>>>,
        /// The text to encrypt and store in the secret.
        #[serde(rename = "SecretString")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub secret_string: Option<Output<String>>,
        /// A list of tags to attach to the secret.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<SecretTagsItem>>>,
        /// The exact string that identifies the third-party partner that holds the external secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<String>>,
    }

    /// `aws:secretsmanager:Secret`: Creates a new secret.
    #[derive(Clone, Debug)]
    pub struct Secret(pub Resource);

    impl Secret {
        /// Declare it, with default options.
        pub fn new(name: &str, args: SecretArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: SecretArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:secretsmanager:Secret", name, &args, options)?))
        }

        /// Output `Id`.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }
    }
}

/// `aws:sns:*` resources.
pub mod sns {
    use super::*;

    /// The inputs of `aws:sns:Subscription`.
    #[derive(Serialize, Default, Clone)]
    pub struct SubscriptionArgs {
        /// The delivery policy JSON assigned to the subscription. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeliveryPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub delivery_policy: Option<Output<serde_json::Value>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "Endpoint")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub endpoint: Option<Output<String>>,
        #[serde(rename = "FilterPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filter_policy: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// This attribute lets you choose the filtering scope by using one of the following string value types: MessageAttributes (default) and MessageBody. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FilterPolicyScope")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filter_policy_scope: Option<Output<String>>,
        /// sqs, lambda, https, email…
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<String>>,
        #[serde(rename = "RawMessageDelivery")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub raw_message_delivery: Option<Output<bool>>,
        /// When specified, sends undeliverable messages to the specified Amazon SQS dead-letter queue. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RedrivePolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub redrive_policy: Option<Output<serde_json::Value>>,
        /// For cross-region subscriptions, the region in which the topic resides.If no region is specified, AWS CloudFormation uses the region of the caller as the defaul… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Region")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub region: Option<Output<String>>,
        /// Specifies whether Amazon SNS resends the notification to the subscription when a message's attribute changes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ReplayPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub replay_policy: Option<Output<serde_json::Value>>,
        /// This property applies only to Amazon Data Firehose delivery stream subscriptions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SubscriptionRoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subscription_role_arn: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "TopicArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub topic_arn: Option<Output<String>>,
    }

    /// `aws:sns:Subscription`: A subscription to an SNS topic (AWS::SNS::Subscription).
    #[derive(Clone, Debug)]
    pub struct Subscription(pub Resource);

    impl Subscription {
        /// Declare it, with default options.
        pub fn new(name: &str, args: SubscriptionArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: SubscriptionArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:sns:Subscription", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `SubscriptionArn`.
        pub fn subscription_arn(&self) -> Output<String> {
            self.0.output("SubscriptionArn")
        }
    }

    /// The values `DeliveryStatusLogging[*].Protocol` of `aws:sns:Topic` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TopicDeliveryStatusLoggingItemProtocol {
        #[serde(rename = "http/s")]
        HttpS,
        #[serde(rename = "sqs")]
        Sqs,
        #[serde(rename = "lambda")]
        Lambda,
        #[serde(rename = "firehose")]
        Firehose,
        #[serde(rename = "application")]
        Application,
    }

    /// `DeliveryStatusLogging[*]` of `aws:sns:Topic`.
    #[derive(Serialize, Clone)]
    pub struct TopicDeliveryStatusLoggingItem {
        #[serde(rename = "FailureFeedbackRoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub failure_feedback_role_arn: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Protocol")]
        pub protocol: Output<TopicDeliveryStatusLoggingItemProtocol>,
        #[serde(rename = "SuccessFeedbackRoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub success_feedback_role_arn: Option<Output<String>>,
        #[serde(rename = "SuccessFeedbackSampleRate")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub success_feedback_sample_rate: Option<Output<String>>,
    }

    /// `Subscription[*]` of `aws:sns:Topic`.
    #[derive(Serialize, Clone)]
    pub struct TopicSubscriptionItem {
        /// Required.
        #[serde(rename = "Endpoint")]
        pub endpoint: Output<String>,
        /// Required.
        #[serde(rename = "Protocol")]
        pub protocol: Output<String>,
    }

    /// `Tags[*]` of `aws:sns:Topic`.
    #[derive(Serialize, Clone)]
    pub struct TopicTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:sns:Topic`.
    #[derive(Serialize, Default, Clone)]
    pub struct TopicArgs {
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ArchivePolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub archive_policy: Option<Output<serde_json::Value>>,
        /// `ContentBasedDeduplication` enables deduplication of messages based on their content for FIFO topics. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ContentBasedDeduplication")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub content_based_deduplication: Option<Output<bool>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DataProtectionPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub data_protection_policy: Option<Output<serde_json::Value>>,
        /// The `DeliveryStatusLogging` configuration enables you to log the delivery status of messages sent from your Amazon SNS topic to subscribed endpoints with the f… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeliveryStatusLogging")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub delivery_status_logging: Option<Output<Vec<TopicDeliveryStatusLoggingItem>>>,
        #[serde(rename = "DisplayName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub display_name: Option<Output<String>>,
        /// Specifies the throughput quota and deduplication behavior to apply for the FIFO topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FifoThroughputScope")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fifo_throughput_scope: Option<Output<String>>,
        /// A change replaces the resource. Default: `false`.
        #[serde(rename = "FifoTopic")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fifo_topic: Option<Output<bool>>,
        /// The ID of an AWS managed customer master key (CMK) for SNS or a custom CMK. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "KmsMasterKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_master_key_id: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MaximumMessageSize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_message_size: Option<Output<i64>>,
        /// The signature version corresponds to the hashing algorithm used while creating the signature of the notifications, subscription confirmations, or unsubscribe c… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SignatureVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub signature_version: Option<Output<String>>,
        /// The SNS subscriptions (endpoints) for this topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Subscription")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub subscription: Option<Output<Vec<TopicSubscriptionItem>>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<TopicTagsItem>>>,
        /// By default the resource's name and a suffix (`.fifo` added for a FIFO topic).
        ///
        /// A change replaces the resource.
        #[serde(rename = "TopicName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub topic_name: Option<Output<String>>,
        /// Tracing mode of an SNS topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TracingConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tracing_config: Option<Output<String>>,
    }

    /// `aws:sns:Topic`: An SNS topic (AWS::SNS::Topic).
    #[derive(Clone, Debug)]
    pub struct Topic(pub Resource);

    impl Topic {
        /// Declare it, with default options.
        pub fn new(name: &str, args: TopicArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: TopicArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:sns:Topic", name, &args, options)?))
        }

        /// Output `TopicArn`.
        /// The resource's id.
        pub fn topic_arn(&self) -> Output<String> {
            self.0.output("TopicArn")
        }

        /// Output `TopicName`.
        pub fn topic_name(&self) -> Output<String> {
            self.0.output("TopicName")
        }
    }
}

/// `aws:sqs:*` resources.
pub mod sqs {
    use super::*;

    /// `RedrivePolicy` of `aws:sqs:Queue`. {"deadLetterTargetArn": ARN, "maxReceiveCount": N}
    #[derive(Serialize, Clone)]
    pub struct QueueRedrivePolicy {
        /// Required.
        #[serde(rename = "deadLetterTargetArn")]
        pub dead_letter_target_arn: Output<String>,
        /// Required.
        #[serde(rename = "maxReceiveCount")]
        pub max_receive_count: Output<i64>,
    }

    /// `Tags[*]` of `aws:sqs:Queue`.
    #[derive(Serialize, Clone)]
    pub struct QueueTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// The inputs of `aws:sqs:Queue`.
    #[derive(Serialize, Default, Clone)]
    pub struct QueueArgs {
        /// For first-in-first-out (FIFO) queues, specifies whether to enable content-based deduplication. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ContentBasedDeduplication")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub content_based_deduplication: Option<Output<bool>>,
        /// For high throughput for FIFO queues, specifies whether message deduplication occurs at the message group or queue level. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DeduplicationScope")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deduplication_scope: Option<Output<String>>,
        /// 0 to 900 (default 0).
        ///
        /// Default: `0`.
        #[serde(rename = "DelaySeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub delay_seconds: Option<Output<i64>>,
        /// A change replaces the resource. Default: `false`.
        #[serde(rename = "FifoQueue")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fifo_queue: Option<Output<bool>>,
        /// For high throughput for FIFO queues, specifies whether the FIFO queue throughput quota applies to the entire queue or per message group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "FifoThroughputLimit")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fifo_throughput_limit: Option<Output<String>>,
        /// The length of time in seconds for which SQS can reuse a data key to encrypt or decrypt messages before calling KMS again. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "KmsDataKeyReusePeriodSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_data_key_reuse_period_seconds: Option<Output<i64>>,
        /// The ID of an AWS Key Management Service (KMS) for SQS, or a custom KMS. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "KmsMasterKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_master_key_id: Option<Output<String>>,
        /// The limit of how many bytes that a message can contain before SQS rejects it. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "MaximumMessageSize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_message_size: Option<Output<i64>>,
        /// Seconds, 60 to 1209600 (default 345600).
        ///
        /// Default: `345600`.
        #[serde(rename = "MessageRetentionPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub message_retention_period: Option<Output<i64>>,
        /// The queue's name; by default the resource's name and a suffix (`.fifo` added for a FIFO queue).
        ///
        /// A change replaces the resource.
        #[serde(rename = "QueueName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub queue_name: Option<Output<String>>,
        /// Specifies the duration, in seconds, that the ReceiveMessage action call waits until a message is in the queue in order to include it in the response, rather th… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "ReceiveMessageWaitTimeSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub receive_message_wait_time_seconds: Option<Output<i64>>,
        /// The string that includes the parameters for the permissions for the dead-letter queue redrive permission and which source queues can specify dead-letter queues… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "RedriveAllowPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub redrive_allow_policy: Option<Output<serde_json::Value>>,
        /// {"deadLetterTargetArn": ARN, "maxReceiveCount": N}
        #[serde(rename = "RedrivePolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub redrive_policy: Option<Output<QueueRedrivePolicy>>,
        /// Enables server-side queue encryption using SQS owned encryption keys. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "SqsManagedSseEnabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub sqs_managed_sse_enabled: Option<Output<bool>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<QueueTagsItem>>>,
        /// Seconds, 0 to 43200 (default 30).
        ///
        /// Default: `30`.
        #[serde(rename = "VisibilityTimeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub visibility_timeout: Option<Output<i64>>,
    }

    /// `aws:sqs:Queue`: An SQS queue (AWS::SQS::Queue).
    #[derive(Clone, Debug)]
    pub struct Queue(pub Resource);

    impl Queue {
        /// Declare it, with default options.
        pub fn new(name: &str, args: QueueArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: QueueArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:sqs:Queue", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `QueueName`.
        pub fn queue_name(&self) -> Output<String> {
            self.0.output("QueueName")
        }

        /// Output `QueueUrl`.
        /// The resource's id.
        pub fn queue_url(&self) -> Output<String> {
            self.0.output("QueueUrl")
        }
    }

    /// The inputs of `aws:sqs:QueuePolicy`.
    #[derive(Serialize, Default, Clone)]
    pub struct QueuePolicyArgs {
        /// Required.
        #[serde(rename = "PolicyDocument")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub policy_document: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// The queues' URLs.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Queues")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub queues: Option<Output<Vec<String>>>,
    }

    /// `aws:sqs:QueuePolicy`: The policy of SQS queues (AWS::SQS::QueuePolicy).
    #[derive(Clone, Debug)]
    pub struct QueuePolicy(pub Resource);

    impl QueuePolicy {
        /// Declare it, with default options.
        pub fn new(name: &str, args: QueuePolicyArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: QueuePolicyArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:sqs:QueuePolicy", name, &args, options)?))
        }

        /// Output `Id`.
        pub fn id(&self) -> Output<String> {
            self.0.output("Id")
        }

        /// Output `Queues`.
        pub fn queues(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("Queues")
        }
    }
}

/// `aws:ssm:*` resources.
pub mod ssm {
    use super::*;

    /// The values `DataType` of `aws:ssm:Parameter` may take. The data type of the parameter, such as `text` or `aws:ec2:image`.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ParameterDataType {
        #[serde(rename = "text")]
        Text,
        #[serde(rename = "aws:ec2:image")]
        AwsEc2Image,
    }

    /// The values `Tier` of `aws:ssm:Parameter` may take. The parameter tier.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ParameterTier {
        #[serde(rename = "Standard")]
        Standard,
        #[serde(rename = "Advanced")]
        Advanced,
        #[serde(rename = "Intelligent-Tiering")]
        IntelligentTiering,
    }

    /// The values `Type` of `aws:ssm:Parameter` may take. The type of parameter.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ParameterType {
        #[serde(rename = "String")]
        String,
        #[serde(rename = "StringList")]
        StringList,
        #[serde(rename = "SecureString")]
        SecureString,
    }

    /// The inputs of `aws:ssm:Parameter`.
    #[derive(Serialize, Default, Clone)]
    pub struct ParameterArgs {
        /// A regular expression used to validate the parameter value.
        #[serde(rename = "AllowedPattern")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allowed_pattern: Option<Output<String>>,
        /// The data type of the parameter, such as `text` or `aws:ec2:image`.
        ///
        /// Default: `"text"`.
        #[serde(rename = "DataType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub data_type: Option<Output<ParameterDataType>>,
        /// Information about the parameter.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// The name of the parameter.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// Information about the policies assigned to a parameter. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "Policies")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub policies: Option<Output<String>>,
        /// Optional metadata that you assign to a resource in the form of an arbitrary set of tags (key-value pairs).
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<BTreeMap<String, String>>>,
        /// The parameter tier.
        ///
        /// Default: `"Standard"`.
        #[serde(rename = "Tier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tier: Option<Output<ParameterTier>>,
        /// The type of parameter.
        ///
        /// Required.
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<ParameterType>>,
        /// The parameter value.
        ///
        /// Required.
        #[serde(rename = "Value")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub value: Option<Output<String>>,
    }

    /// `aws:ssm:Parameter`: The `AWS::SSM::Parameter` resource creates an SSM parameter in SYSlong Parameter Store.
    #[derive(Clone, Debug)]
    pub struct Parameter(pub Resource);

    impl Parameter {
        /// Declare it, with default options.
        pub fn new(name: &str, args: ParameterArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: ParameterArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:ssm:Parameter", name, &args, options)?))
        }

        /// Output `Name`.
        pub fn name(&self) -> Output<String> {
            self.0.output("Name")
        }
    }
}

/// `aws:stepfunctions:*` resources.
pub mod stepfunctions {
    use super::*;

    /// `DefinitionS3Location` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct StateMachineDefinitionS3Location {
        /// Required.
        #[serde(rename = "Bucket")]
        pub bucket: Output<String>,
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        #[serde(rename = "Version")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub version: Option<Output<String>>,
    }

    /// The values `EncryptionConfiguration.Type` of `aws:stepfunctions:StateMachine` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum StateMachineEncryptionConfigurationType {
        #[serde(rename = "CUSTOMER_MANAGED_KMS_KEY")]
        CustomerManagedKmsKey,
        #[serde(rename = "AWS_OWNED_KEY")]
        AwsOwnedKey,
    }

    /// `EncryptionConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Clone)]
    pub struct StateMachineEncryptionConfiguration {
        #[serde(rename = "KmsDataKeyReusePeriodSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_data_key_reuse_period_seconds: Option<Output<i64>>,
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        /// Required.
        #[serde(rename = "Type")]
        pub r#type: Output<StateMachineEncryptionConfigurationType>,
    }

    /// `LoggingConfiguration.Destinations[*].CloudWatchLogsLogGroup` of `aws:stepfunctions:StateMachine`.
    #[derive(Serialize, Default, Clone)]
    pub struct StateMachineLoggingConfigurationDestinationsItemCloudWatchLogsLogGroup {
        #[serde(rename = "LogGroupArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_group_arn: Option<Output<String>>,
    }

    /// `LoggingConfiguration.Destinations[*]` of `aws:stepfunctions:StateMachine`.
    #[derive(Serialize, Default, Clone)]
    pub struct StateMachineLoggingConfigurationDestinationsItem {
        #[serde(rename = "CloudWatchLogsLogGroup")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cloud_watch_logs_log_group: Option<Output<StateMachineLoggingConfigurationDestinationsItemCloudWatchLogsLogGroup>>,
    }

    /// The values `LoggingConfiguration.Level` of `aws:stepfunctions:StateMachine` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum StateMachineLoggingConfigurationLevel {
        #[serde(rename = "ALL")]
        All,
        #[serde(rename = "ERROR")]
        Error,
        #[serde(rename = "FATAL")]
        Fatal,
        #[serde(rename = "OFF")]
        Off,
    }

    /// `LoggingConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct StateMachineLoggingConfiguration {
        #[serde(rename = "Destinations")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destinations: Option<Output<Vec<StateMachineLoggingConfigurationDestinationsItem>>>,
        #[serde(rename = "IncludeExecutionData")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub include_execution_data: Option<Output<bool>>,
        #[serde(rename = "Level")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub level: Option<Output<StateMachineLoggingConfigurationLevel>>,
    }

    /// The values `StateMachineType` of `aws:stepfunctions:StateMachine` may take.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum StateMachineStateMachineType {
        #[serde(rename = "STANDARD")]
        Standard,
        #[serde(rename = "EXPRESS")]
        Express,
    }

    /// `Tags[*]` of `aws:stepfunctions:StateMachine`.
    #[derive(Serialize, Clone)]
    pub struct StateMachineTagsItem {
        /// Required.
        #[serde(rename = "Key")]
        pub key: Output<String>,
        /// Required.
        #[serde(rename = "Value")]
        pub value: Output<String>,
    }

    /// `TracingConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
    #[derive(Serialize, Default, Clone)]
    pub struct StateMachineTracingConfiguration {
        #[serde(rename = "Enabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enabled: Option<Output<bool>>,
    }

    /// The inputs of `aws:stepfunctions:StateMachine`.
    #[derive(Serialize, Default, Clone)]
    pub struct StateMachineArgs {
        #[serde(rename = "Definition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub definition: Option<Output<BTreeMap<String, serde_json::Value>>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DefinitionS3Location")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub definition_s3_location: Option<Output<StateMachineDefinitionS3Location>>,
        #[serde(rename = "DefinitionString")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub definition_string: Option<Output<String>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "DefinitionSubstitutions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub definition_substitutions: Option<Output<BTreeMap<String, serde_json::Value>>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "EncryptionConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub encryption_configuration: Option<Output<StateMachineEncryptionConfiguration>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "LoggingConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub logging_configuration: Option<Output<StateMachineLoggingConfiguration>>,
        /// Required.
        #[serde(rename = "RoleArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub role_arn: Option<Output<String>>,
        /// A change replaces the resource.
        #[serde(rename = "StateMachineName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_machine_name: Option<Output<String>>,
        /// A change replaces the resource. Default: `"STANDARD"`.
        #[serde(rename = "StateMachineType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_machine_type: Option<Output<StateMachineStateMachineType>>,
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<StateMachineTagsItem>>>,
        ///  (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.)
        #[serde(rename = "TracingConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tracing_configuration: Option<Output<StateMachineTracingConfiguration>>,
    }

    /// `aws:stepfunctions:StateMachine`: Resource schema for StateMachine
    #[derive(Clone, Debug)]
    pub struct StateMachine(pub Resource);

    impl StateMachine {
        /// Declare it, with default options.
        pub fn new(name: &str, args: StateMachineArgs) -> Result<Self> {
            Self::with_options(name, args, Options::default())
        }

        /// Declare it with resource options.
        pub fn with_options(name: &str, args: StateMachineArgs, options: Options) -> Result<Self> {
            Ok(Self(Resource::new("aws:stepfunctions:StateMachine", name, &args, options)?))
        }

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
        }

        /// Output `Name`.
        pub fn name(&self) -> Output<String> {
            self.0.output("Name")
        }

        /// Output `StateMachineRevisionId`.
        pub fn state_machine_revision_id(&self) -> Output<String> {
            self.0.output("StateMachineRevisionId")
        }
    }
}
