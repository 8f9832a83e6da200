//! Typed resources of the `aws` provider, generated from its schema by
//! `strata gen-sdk aws --lang rust`: do not edit (a test fails when it drifts).

#![allow(clippy::all, unused_imports)]

use crate::{Options, Output, Resource, Result};
use serde::Serialize;
use std::collections::BTreeMap;

/// `aws:apigatewayv2:*` resources.
pub mod apigatewayv2 {
    use super::*;

    /// The inputs of `aws:apigatewayv2:Api`.
    #[derive(Serialize, Default, Clone)]
    pub struct ApiArgs {
        /// An API key selection expression.
        ///
        /// Default: `"$request.header.x-api-key"`.
        #[serde(rename = "ApiKeySelectionExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_key_selection_expression: Option<Output<String>>,
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
        /// The route selection expression for the API.
        ///
        /// Default: `"$request.method $request.path"`.
        #[serde(rename = "RouteSelectionExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_selection_expression: Option<Output<String>>,
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<BTreeMap<String, String>>>,
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

    /// The inputs of `aws:apigatewayv2:Integration`.
    #[derive(Serialize, Default, Clone)]
    pub struct IntegrationArgs {
        /// The API identifier.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "ApiId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_id: Option<Output<String>>,
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
        /// Specifies the format of the payload sent to an integration.
        #[serde(rename = "PayloadFormatVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub payload_format_version: Option<Output<String>>,
        /// Custom timeout between 50 and 29000 milliseconds for WebSocket APIs and between 50 and 30000 milliseconds for HTTP APIs.
        ///
        /// Default: `30000`.
        #[serde(rename = "TimeoutInMillis")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout_in_millis: Option<Output<i64>>,
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
        /// The authorization type for the route.
        ///
        /// Default: `"NONE"`.
        #[serde(rename = "AuthorizationType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub authorization_type: Option<Output<String>>,
        /// The operation name for the route.
        #[serde(rename = "OperationName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub operation_name: Option<Output<String>>,
        /// The route key for the route.
        ///
        /// Required.
        #[serde(rename = "RouteKey")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_key: Option<Output<String>>,
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

    /// The inputs of `aws:apigatewayv2:Stage`.
    #[derive(Serialize, Default, Clone)]
    pub struct StageArgs {
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
        /// The description for the API stage.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
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
        /// The fully qualified domain name (FQDN), such as www.example.com, with which you want to secure an ACM certificate
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "DomainName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub domain_name: Option<Output<String>>,
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

    /// The inputs of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmArgs {
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
        /// The number of periods over which data is compared to the specified threshold.
        #[serde(rename = "EvaluationPeriods")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub evaluation_periods: Option<Output<i64>>,
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
        /// [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again)
        #[serde(rename = "GlobalSecondaryIndexes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub global_secondary_indexes: Option<Output<Vec<TableGlobalSecondaryIndexesItem>>>,
        /// [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "KeySchema")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_schema: Option<Output<Vec<TableKeySchemaItem>>>,
        /// {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED
        #[serde(rename = "ProvisionedThroughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub provisioned_throughput: Option<Output<TableProvisionedThroughput>>,
        /// {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn)
        #[serde(rename = "StreamSpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub stream_specification: Option<Output<TableStreamSpecification>>,
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
        /// Required. A change replaces the resource.
        #[serde(rename = "DestinationCidrBlock")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub destination_cidr_block: Option<Output<String>>,
        /// Required.
        #[serde(rename = "GatewayId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub gateway_id: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "RouteTableId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub route_table_id: Option<Output<String>>,
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
        /// A change replaces the resource.
        #[serde(rename = "AvailabilityZone")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub availability_zone: Option<Output<String>>,
        /// Required. A change replaces the resource.
        #[serde(rename = "CidrBlock")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_block: Option<Output<String>>,
        #[serde(rename = "MapPublicIpOnLaunch")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub map_public_ip_on_launch: Option<Output<bool>>,
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
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<VPCTagsItem>>>,
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
        /// The name to use for the repository.
        ///
        /// A change replaces the resource.
        #[serde(rename = "RepositoryName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub repository_name: Option<Output<String>>,
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

    /// The inputs of `aws:ecs:Service`.
    #[derive(Serialize, Default, Clone)]
    pub struct ServiceArgs {
        /// The short name or full Amazon Resource Name (ARN) of the cluster that you run your service on.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Cluster")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cluster: Option<Output<String>>,
        /// The number of instantiations of the specified task definition to place and keep running in your service.
        #[serde(rename = "DesiredCount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub desired_count: Option<Output<i64>>,
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
        /// The network configuration for the service.
        #[serde(rename = "NetworkConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub network_configuration: Option<Output<ServiceNetworkConfiguration>>,
        /// The name of your service.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ServiceName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub service_name: Option<Output<String>>,
        /// The metadata that you apply to the service to help you categorize and organize them.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<ServiceTagsItem>>>,
        /// The `family` and `revision` (`family:revision`) or full ARN of the task definition to run in your service.
        #[serde(rename = "TaskDefinition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub task_definition: Option<Output<String>>,
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
        /// The task launch types the task definition was validated against.
        ///
        /// A change replaces the resource.
        #[serde(rename = "RequiresCompatibilities")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub requires_compatibilities: Option<Output<Vec<TaskDefinitionRequiresCompatibilitiesItem>>>,
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

    /// The inputs of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerArgs {
        /// The actions for the default rule.
        ///
        /// Required.
        #[serde(rename = "DefaultActions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_actions: Option<Output<Vec<ListenerDefaultActionsItem>>>,
        /// The Amazon Resource Name (ARN) of the load balancer.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "LoadBalancerArn")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub load_balancer_arn: Option<Output<String>>,
        /// The port on which the load balancer is listening.
        #[serde(rename = "Port")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub port: Option<Output<i64>>,
        /// The protocol for connections from clients to the load balancer.
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<ListenerProtocol>>,
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

    /// The values `Scheme` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The nodes of an Internet-facing load balancer have public IP addresses.
    #[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
    pub enum LoadBalancerScheme {
        #[serde(rename = "internal")]
        Internal,
        #[serde(rename = "internet-facing")]
        InternetFacing,
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
        /// The IP address type.
        ///
        /// Default: `"ipv4"`.
        #[serde(rename = "IpAddressType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ip_address_type: Option<Output<LoadBalancerIpAddressType>>,
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

    /// The inputs of `aws:elasticloadbalancingv2:TargetGroup`.
    #[derive(Serialize, Default, Clone)]
    pub struct TargetGroupArgs {
        /// The approximate amount of time, in seconds, between health checks of an individual target.
        #[serde(rename = "HealthCheckIntervalSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_interval_seconds: Option<Output<i64>>,
        /// [HTTP/HTTPS health checks] The destination for health checks on the targets.
        #[serde(rename = "HealthCheckPath")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub health_check_path: Option<Output<String>>,
        /// The number of consecutive health checks successes required before considering an unhealthy target healthy.
        #[serde(rename = "HealthyThresholdCount")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub healthy_threshold_count: Option<Output<i64>>,
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
        /// The tags.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<TargetGroupTagsItem>>>,
        /// The type of target that you must specify when registering targets with this target group.
        ///
        /// A change replaces the resource. Default: `"instance"`.
        #[serde(rename = "TargetType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_type: Option<Output<TargetGroupTargetType>>,
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
        /// Specifies the number of days in the waiting period before KMS deletes a KMS key that has been removed from a CloudFormation stack.
        #[serde(rename = "PendingWindowInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pending_window_in_days: Option<Output<i64>>,
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

    /// The inputs of `aws:lambda:EventSourceMapping`.
    #[derive(Serialize, Default, Clone)]
    pub struct EventSourceMappingArgs {
        /// The maximum number of records in each batch that Lambda pulls from your stream or queue and sends to your function.
        #[serde(rename = "BatchSize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub batch_size: Option<Output<i64>>,
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
        /// The name or ARN of the Lambda function.
        ///
        /// Required.
        #[serde(rename = "FunctionName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_name: Option<Output<String>>,
        /// The maximum amount of time, in seconds, that Lambda spends gathering records before invoking the function.
        #[serde(rename = "MaximumBatchingWindowInSeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub maximum_batching_window_in_seconds: Option<Output<i64>>,
        /// The position in a stream from which to start reading.
        ///
        /// A change replaces the resource.
        #[serde(rename = "StartingPosition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub starting_position: Option<Output<String>>,
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

    /// `Environment` of `aws:lambda:Function`. Environment variables that are accessible from function code during execution.
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionEnvironment {
        #[serde(rename = "Variables")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub variables: Option<Output<BTreeMap<String, serde_json::Value>>>,
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

    /// The inputs of `aws:lambda:Function`.
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionArgs {
        /// The instruction set architecture that the function supports.
        ///
        /// Default: `["x86_64"]`.
        #[serde(rename = "Architectures")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub architectures: Option<Output<Vec<FunctionArchitecturesItem>>>,
        /// The code for the function.
        #[serde(rename = "Code")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub code: Option<Output<FunctionCode>>,
        /// A description of the function.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// Environment variables that are accessible from function code during execution.
        #[serde(rename = "Environment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub environment: Option<Output<FunctionEnvironment>>,
        /// The name of the Lambda function, up to 64 characters in length.
        ///
        /// A change replaces the resource.
        #[serde(rename = "FunctionName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub function_name: Option<Output<String>>,
        /// The name of the method within your code that Lambda calls to run your function.
        #[serde(rename = "Handler")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub handler: Option<Output<String>>,
        /// The amount of [memory available to the function](https://docs.aws.amazon.com/lambda/latest/dg/configuration-function-common.html#configuration-memory-console)…
        ///
        /// Default: `128`.
        #[serde(rename = "MemorySize")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub memory_size: Option<Output<i64>>,
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
        /// The amount of time (in seconds) that Lambda allows a function to run before stopping it.
        ///
        /// Default: `3`.
        #[serde(rename = "Timeout")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub timeout: Option<Output<i64>>,
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
        /// The AWS-service, AWS-account, IAM user, or IAM role that invokes the function.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Principal")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub principal: Option<Output<String>>,
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
        /// The Amazon Resource Name (ARN) of the KMS key to use when encrypting log data.
        #[serde(rename = "KmsKeyId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub kms_key_id: Option<Output<String>>,
        /// The name of the log group.
        ///
        /// A change replaces the resource.
        #[serde(rename = "LogGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub log_group_name: Option<Output<String>>,
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
        /// The amount of storage in gibibytes (GiB) to be initially allocated for the database instance.
        #[serde(rename = "AllocatedStorage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allocated_storage: Option<Output<String>>,
        /// The number of days for which automated backups are retained.
        ///
        /// Default: `1`.
        #[serde(rename = "BackupRetentionPeriod")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub backup_retention_period: Option<Output<i64>>,
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
        /// A DB subnet group to associate with the DB instance.
        ///
        /// A change replaces the resource.
        #[serde(rename = "DBSubnetGroupName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub db_subnet_group_name: Option<Output<String>>,
        /// Specifies whether the DB instance has deletion protection enabled.
        ///
        /// Default: `false`.
        #[serde(rename = "DeletionProtection")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub deletion_protection: Option<Output<bool>>,
        /// The name of the database engine to use for this DB instance.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Engine")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub engine: Option<Output<String>>,
        /// The version number of the database engine to use.
        #[serde(rename = "EngineVersion")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub engine_version: Option<Output<String>>,
        /// The password for the master user.
        #[serde(rename = "MasterUserPassword")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub master_user_password: Option<Output<String>>,
        /// The master user name for the DB instance.
        ///
        /// A change replaces the resource.
        #[serde(rename = "MasterUsername")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub master_username: Option<Output<String>>,
        /// Indicates whether the DB instance is an internet-facing instance.
        #[serde(rename = "PubliclyAccessible")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub publicly_accessible: Option<Output<bool>>,
        /// Strata's own: delete the instance without the final snapshot it otherwise leaves (CloudFormation's default deletion policy, Snapshot)
        ///
        /// Default: `false`.
        #[serde(rename = "SkipFinalSnapshot")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub skip_final_snapshot: Option<Output<bool>>,
        /// The storage type to associate with the DB instance.
        #[serde(rename = "StorageType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub storage_type: Option<Output<String>>,
        /// Tags to assign to the DB instance.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<DBInstanceTagsItem>>>,
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

    /// The inputs of `aws:route53:HostedZone`.
    #[derive(Serialize, Default, Clone)]
    pub struct HostedZoneArgs {
        /// A complex type that contains an optional comment.
        #[serde(rename = "HostedZoneConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_config: Option<Output<HostedZoneHostedZoneConfig>>,
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

    /// The inputs of `aws:route53:RecordSet`.
    #[derive(Serialize, Default, Clone)]
    pub struct RecordSetArgs {
        /// Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t…
        #[serde(rename = "AliasTarget")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alias_target: Option<Output<RecordSetAliasTarget>>,
        /// The ID of the hosted zone that you want to create records in.
        ///
        /// A change replaces the resource.
        #[serde(rename = "HostedZoneId")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_id: Option<Output<String>>,
        /// The name of the record that you want to create, update, or delete.
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
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

    /// `PublicAccessBlockConfiguration` of `aws:s3:Bucket`. {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out
    #[derive(Serialize, Default, Clone)]
    pub struct BucketPublicAccessBlockConfiguration {
        #[serde(rename = "BlockPublicAcls")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub block_public_acls: Option<Output<bool>>,
        #[serde(rename = "BlockPublicPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub block_public_policy: Option<Output<bool>>,
        #[serde(rename = "IgnorePublicAcls")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ignore_public_acls: Option<Output<bool>>,
        #[serde(rename = "RestrictPublicBuckets")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub restrict_public_buckets: Option<Output<bool>>,
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
        /// The bucket's name; by default the resource's name and a suffix.
        ///
        /// A change replaces the resource.
        #[serde(rename = "BucketName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub bucket_name: Option<Output<String>>,
        /// {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out
        #[serde(rename = "PublicAccessBlockConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub public_access_block_configuration: Option<Output<BucketPublicAccessBlockConfiguration>>,
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
        /// The text to encrypt and store in the secret.
        #[serde(rename = "SecretString")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub secret_string: Option<Output<String>>,
        /// A list of tags to attach to the secret.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<SecretTagsItem>>>,
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
        /// Required. A change replaces the resource.
        #[serde(rename = "Endpoint")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub endpoint: Option<Output<String>>,
        #[serde(rename = "FilterPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub filter_policy: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// sqs, lambda, https, email…
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "Protocol")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub protocol: Option<Output<String>>,
        #[serde(rename = "RawMessageDelivery")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub raw_message_delivery: Option<Output<bool>>,
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
        #[serde(rename = "DisplayName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub display_name: Option<Output<String>>,
        /// A change replaces the resource. Default: `false`.
        #[serde(rename = "FifoTopic")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fifo_topic: Option<Output<bool>>,
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
        /// {"deadLetterTargetArn": ARN, "maxReceiveCount": N}
        #[serde(rename = "RedrivePolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub redrive_policy: Option<Output<QueueRedrivePolicy>>,
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

    /// The inputs of `aws:stepfunctions:StateMachine`.
    #[derive(Serialize, Default, Clone)]
    pub struct StateMachineArgs {
        #[serde(rename = "Definition")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub definition: Option<Output<BTreeMap<String, serde_json::Value>>>,
        #[serde(rename = "DefinitionString")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub definition_string: Option<Output<String>>,
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
