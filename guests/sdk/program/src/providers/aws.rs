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
        #[serde(rename = "ApiKeySelectionExpression")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_key_selection_expression: Option<Output<String>>,
        /// The description of the API.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// Specifies whether clients can invoke your API by using the default `execute-api` endpoint.
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
        #[serde(rename = "ApiKeyRequired")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub api_key_required: Option<Output<bool>>,
        /// The authorization type for the route.
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
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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
        pub distribution_config: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
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

    /// The inputs of `aws:cloudwatch:Alarm`.
    #[derive(Serialize, Default, Clone)]
    pub struct AlarmArgs {
        /// Indicates whether actions should be executed during any changes to the alarm state.
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
        pub comparison_operator: Option<Output<String>>,
        /// The number of datapoints that must be breaching to trigger the alarm.
        #[serde(rename = "DatapointsToAlarm")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub datapoints_to_alarm: Option<Output<i64>>,
        /// The dimensions for the metric associated with the alarm.
        #[serde(rename = "Dimensions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub dimensions: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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
        pub statistic: Option<Output<String>>,
        /// A list of key-value pairs to associate with the alarm.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// The value to compare with the specified statistic.
        #[serde(rename = "Threshold")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub threshold: Option<Output<f64>>,
        /// Sets how this alarm is to handle missing data points.
        #[serde(rename = "TreatMissingData")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub treat_missing_data: Option<Output<String>>,
        /// The unit of the metric associated with the alarm.
        #[serde(rename = "Unit")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub unit: Option<Output<String>>,
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

    /// The inputs of `aws:dynamodb:Table`.
    #[derive(Serialize, Default, Clone)]
    pub struct TableArgs {
        /// [{"AttributeName": N, "AttributeType": "S" | "N" | "B"}]
        ///
        /// Required.
        #[serde(rename = "AttributeDefinitions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub attribute_definitions: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// PAY_PER_REQUEST (default) or PROVISIONED
        ///
        /// Default: `"PAY_PER_REQUEST"`.
        #[serde(rename = "BillingMode")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub billing_mode: Option<Output<String>>,
        /// [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again)
        #[serde(rename = "GlobalSecondaryIndexes")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub global_secondary_indexes: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]
        ///
        /// Required. A change replaces the resource.
        #[serde(rename = "KeySchema")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_schema: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED
        #[serde(rename = "ProvisionedThroughput")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub provisioned_throughput: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// By default the resource's name and a suffix.
        ///
        /// A change replaces the resource.
        #[serde(rename = "TableName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub table_name: Option<Output<String>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
        /// {"AttributeName": N, "Enabled": true}
        #[serde(rename = "TimeToLiveSpecification")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub time_to_live_specification: Option<Output<BTreeMap<String, serde_json::Value>>>,
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

    /// The inputs of `aws:ec2:InternetGateway`.
    #[derive(Serialize, Default, Clone)]
    pub struct InternetGatewayArgs {
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
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
    }

    /// The inputs of `aws:ec2:RouteTable`.
    #[derive(Serialize, Default, Clone)]
    pub struct RouteTableArgs {
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
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
        pub security_group_egress: Option<Output<Vec<serde_json::Value>>>,
        /// [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}]
        #[serde(rename = "SecurityGroupIngress")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub security_group_ingress: Option<Output<Vec<serde_json::Value>>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
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
        pub tags: Option<Output<Vec<serde_json::Value>>>,
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
    }

    /// The inputs of `aws:ec2:VPC`.
    #[derive(Serialize, Default, Clone)]
    pub struct VPCArgs {
        /// Required. A change replaces the resource.
        #[serde(rename = "CidrBlock")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cidr_block: Option<Output<String>>,
        #[serde(rename = "EnableDnsHostnames")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_dns_hostnames: Option<Output<bool>>,
        #[serde(rename = "EnableDnsSupport")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_dns_support: Option<Output<bool>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
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

    /// The inputs of `aws:ecr:Repository`.
    #[derive(Serialize, Default, Clone)]
    pub struct RepositoryArgs {
        /// If true, deleting the repository force deletes the contents of the repository.
        #[serde(rename = "EmptyOnDelete")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub empty_on_delete: Option<Output<bool>>,
        /// The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level.
        #[serde(rename = "ImageScanningConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub image_scanning_configuration: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// The tag mutability setting for the repository.
        #[serde(rename = "ImageTagMutability")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub image_tag_mutability: Option<Output<String>>,
        /// The name to use for the repository.
        ///
        /// A change replaces the resource.
        #[serde(rename = "RepositoryName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub repository_name: Option<Output<String>>,
        /// An array of key-value pairs to apply to this resource.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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
        #[serde(rename = "ClusterSettings")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub cluster_settings: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// The metadata that you apply to the cluster to help you categorize and organize them.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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
        pub launch_type: Option<Output<String>>,
        /// A list of load balancer objects to associate with the service.
        #[serde(rename = "LoadBalancers")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub load_balancers: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// The network configuration for the service.
        #[serde(rename = "NetworkConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub network_configuration: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// The name of your service.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ServiceName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub service_name: Option<Output<String>>,
        /// The metadata that you apply to the service to help you categorize and organize them.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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

    /// The inputs of `aws:ecs:TaskDefinition`.
    #[derive(Serialize, Default, Clone)]
    pub struct TaskDefinitionArgs {
        /// A list of container definitions in JSON format that describe the different containers that make up your task.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ContainerDefinitions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub container_definitions: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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
        pub network_mode: Option<Output<String>>,
        /// The task launch types the task definition was validated against.
        ///
        /// A change replaces the resource.
        #[serde(rename = "RequiresCompatibilities")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub requires_compatibilities: Option<Output<Vec<String>>>,
        /// The metadata that you apply to the task definition to help you categorize and organize them.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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

    /// The inputs of `aws:elasticloadbalancingv2:Listener`.
    #[derive(Serialize, Default, Clone)]
    pub struct ListenerArgs {
        /// The actions for the default rule.
        ///
        /// Required.
        #[serde(rename = "DefaultActions")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub default_actions: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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
        pub protocol: Option<Output<String>>,
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

    /// The inputs of `aws:elasticloadbalancingv2:LoadBalancer`.
    #[derive(Serialize, Default, Clone)]
    pub struct LoadBalancerArgs {
        /// The IP address type.
        #[serde(rename = "IpAddressType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub ip_address_type: Option<Output<String>>,
        /// The name of the load balancer.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Name")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub name: Option<Output<String>>,
        /// The nodes of an Internet-facing load balancer have public IP addresses.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Scheme")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub scheme: Option<Output<String>>,
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
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// The type of load balancer.
        ///
        /// A change replaces the resource.
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<String>>,
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
        pub matcher: Option<Output<BTreeMap<String, serde_json::Value>>>,
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
        pub protocol: Option<Output<String>>,
        /// The tags.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// The type of target that you must specify when registering targets with this target group.
        ///
        /// A change replaces the resource.
        #[serde(rename = "TargetType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub target_type: Option<Output<String>>,
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

    /// The inputs of `aws:events:Rule`.
    #[derive(Serialize, Default, Clone)]
    pub struct RuleArgs {
        /// The description of the rule.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// The name or ARN of the event bus associated with the rule.
        ///
        /// A change replaces the resource.
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
        #[serde(rename = "State")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state: Option<Output<String>>,
        /// Any tags assigned to the event rule.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// Adds the specified targets to the specified rule, or updates the targets if they are already associated with the rule.
        #[serde(rename = "Targets")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub targets: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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
        /// By default the resource's name and a suffix.
        ///
        /// A change replaces the resource.
        #[serde(rename = "ManagedPolicyName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub managed_policy_name: Option<Output<String>>,
        /// A change replaces the resource.
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

        /// Output `PolicyArn`.
        /// The resource's id.
        pub fn policy_arn(&self) -> Output<String> {
            self.0.output("PolicyArn")
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

        /// Output `PolicyName`.
        pub fn policy_name(&self) -> Output<String> {
            self.0.output("PolicyName")
        }
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
        /// A change replaces the resource.
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
        pub tags: Option<Output<Vec<serde_json::Value>>>,
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

    /// The inputs of `aws:kms:Key`.
    #[derive(Serialize, Default, Clone)]
    pub struct KeyArgs {
        /// A description of the KMS key.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// Enables automatic rotation of the key material for the specified KMS key.
        #[serde(rename = "EnableKeyRotation")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enable_key_rotation: Option<Output<bool>>,
        /// Specifies whether the KMS key is enabled.
        #[serde(rename = "Enabled")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub enabled: Option<Output<bool>>,
        /// The key policy to attach to the KMS key.
        #[serde(rename = "KeyPolicy")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_policy: Option<Output<serde_json::Value>>,
        /// Specifies the type of KMS key to create.
        ///
        /// A change replaces the resource.
        #[serde(rename = "KeySpec")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_spec: Option<Output<String>>,
        /// Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t…
        ///
        /// A change replaces the resource.
        #[serde(rename = "KeyUsage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub key_usage: Option<Output<String>>,
        /// Specifies the number of days in the waiting period before KMS deletes a KMS key that has been removed from a CloudFormation stack.
        #[serde(rename = "PendingWindowInDays")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub pending_window_in_days: Option<Output<i64>>,
        /// Assigns one or more tags to the replica key.
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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

    /// The inputs of `aws:lambda:Function`.
    #[derive(Serialize, Default, Clone)]
    pub struct FunctionArgs {
        /// The instruction set architecture that the function supports.
        #[serde(rename = "Architectures")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub architectures: Option<Output<Vec<String>>>,
        /// The code for the function.
        #[serde(rename = "Code")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub code: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// A description of the function.
        #[serde(rename = "Description")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub description: Option<Output<String>>,
        /// Environment variables that are accessible from function code during execution.
        #[serde(rename = "Environment")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub environment: Option<Output<BTreeMap<String, serde_json::Value>>>,
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
        pub runtime: Option<Output<String>>,
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
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
        /// The amount of time (in seconds) that Lambda allows a function to run before stopping it.
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
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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

    /// The inputs of `aws:rds:DBInstance`.
    #[derive(Serialize, Default, Clone)]
    pub struct DBInstanceArgs {
        /// The amount of storage in gibibytes (GiB) to be initially allocated for the database instance.
        #[serde(rename = "AllocatedStorage")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allocated_storage: Option<Output<String>>,
        /// The number of days for which automated backups are retained.
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
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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

        /// Output `AutomaticRestartTime`.
        pub fn automatic_restart_time(&self) -> Output<String> {
            self.0.output("AutomaticRestartTime")
        }

        /// Output `CertificateDetails`.
        pub fn certificate_details(&self) -> Output<BTreeMap<String, serde_json::Value>> {
            self.0.output("CertificateDetails")
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

        /// Output `DbiResourceId`.
        pub fn dbi_resource_id(&self) -> Output<String> {
            self.0.output("DbiResourceId")
        }

        /// Output `Endpoint`.
        pub fn endpoint(&self) -> Output<BTreeMap<String, serde_json::Value>> {
            self.0.output("Endpoint")
        }

        /// Output `InstanceCreateTime`.
        pub fn instance_create_time(&self) -> Output<String> {
            self.0.output("InstanceCreateTime")
        }

        /// Output `IsStorageConfigUpgradeAvailable`.
        pub fn is_storage_config_upgrade_available(&self) -> Output<bool> {
            self.0.output("IsStorageConfigUpgradeAvailable")
        }

        /// Output `LatestRestorableTime`.
        pub fn latest_restorable_time(&self) -> Output<String> {
            self.0.output("LatestRestorableTime")
        }

        /// Output `ListenerEndpoint`.
        pub fn listener_endpoint(&self) -> Output<BTreeMap<String, serde_json::Value>> {
            self.0.output("ListenerEndpoint")
        }

        /// Output `PercentProgress`.
        pub fn percent_progress(&self) -> Output<String> {
            self.0.output("PercentProgress")
        }

        /// Output `ReadReplicaDBClusterIdentifiers`.
        pub fn read_replica_db_cluster_identifiers(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("ReadReplicaDBClusterIdentifiers")
        }

        /// Output `ReadReplicaDBInstanceIdentifiers`.
        pub fn read_replica_db_instance_identifiers(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("ReadReplicaDBInstanceIdentifiers")
        }

        /// Output `ResumeFullAutomationModeTime`.
        pub fn resume_full_automation_mode_time(&self) -> Output<String> {
            self.0.output("ResumeFullAutomationModeTime")
        }

        /// Output `SecondaryAvailabilityZone`.
        pub fn secondary_availability_zone(&self) -> Output<String> {
            self.0.output("SecondaryAvailabilityZone")
        }

        /// Output `StatusInfos`.
        pub fn status_infos(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("StatusInfos")
        }

        /// Output `StorageOperationPercentProgress`.
        pub fn storage_operation_percent_progress(&self) -> Output<i64> {
            self.0.output("StorageOperationPercentProgress")
        }

        /// Output `StorageOperationStatus`.
        pub fn storage_operation_status(&self) -> Output<String> {
            self.0.output("StorageOperationStatus")
        }
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
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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

    /// The inputs of `aws:route53:HostedZone`.
    #[derive(Serialize, Default, Clone)]
    pub struct HostedZoneArgs {
        /// A complex type that contains an optional comment.
        #[serde(rename = "HostedZoneConfig")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_config: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// Adds, edits, or deletes tags for a health check or a hosted zone.
        #[serde(rename = "HostedZoneTags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub hosted_zone_tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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

    /// The inputs of `aws:route53:RecordSet`.
    #[derive(Serialize, Default, Clone)]
    pub struct RecordSetArgs {
        /// Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t…
        #[serde(rename = "AliasTarget")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub alias_target: Option<Output<BTreeMap<String, serde_json::Value>>>,
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
        pub public_access_block_configuration: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
        /// {"Status": "Enabled" | "Suspended"}
        #[serde(rename = "VersioningConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub versioning_configuration: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}
        #[serde(rename = "WebsiteConfiguration")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub website_configuration: Option<Output<BTreeMap<String, serde_json::Value>>>,
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
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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

        /// Output `SubscriptionArn`.
        pub fn subscription_arn(&self) -> Output<String> {
            self.0.output("SubscriptionArn")
        }
    }

    /// The inputs of `aws:sns:Topic`.
    #[derive(Serialize, Default, Clone)]
    pub struct TopicArgs {
        #[serde(rename = "DisplayName")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub display_name: Option<Output<String>>,
        /// A change replaces the resource.
        #[serde(rename = "FifoTopic")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fifo_topic: Option<Output<bool>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
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

    /// The inputs of `aws:sqs:Queue`.
    #[derive(Serialize, Default, Clone)]
    pub struct QueueArgs {
        /// 0 to 900 (default 0).
        #[serde(rename = "DelaySeconds")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub delay_seconds: Option<Output<i64>>,
        /// A change replaces the resource. Default: `false`.
        #[serde(rename = "FifoQueue")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub fifo_queue: Option<Output<bool>>,
        /// Seconds, 60 to 1209600 (default 345600).
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
        pub redrive_policy: Option<Output<BTreeMap<String, serde_json::Value>>>,
        /// [{"Key": K, "Value": V}]
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<serde_json::Value>>>,
        /// Seconds, 0 to 43200 (default 30).
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

        /// Output `Queues`.
        pub fn queues(&self) -> Output<Vec<serde_json::Value>> {
            self.0.output("Queues")
        }
    }
}

/// `aws:ssm:*` resources.
pub mod ssm {
    use super::*;

    /// The inputs of `aws:ssm:Parameter`.
    #[derive(Serialize, Default, Clone)]
    pub struct ParameterArgs {
        /// A regular expression used to validate the parameter value.
        #[serde(rename = "AllowedPattern")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub allowed_pattern: Option<Output<String>>,
        /// The data type of the parameter, such as `text` or `aws:ec2:image`.
        #[serde(rename = "DataType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub data_type: Option<Output<String>>,
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
        #[serde(rename = "Tier")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tier: Option<Output<String>>,
        /// The type of parameter.
        ///
        /// Required.
        #[serde(rename = "Type")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub r#type: Option<Output<String>>,
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

        /// Output `Arn`.
        pub fn arn(&self) -> Output<String> {
            self.0.output("Arn")
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
        /// A change replaces the resource.
        #[serde(rename = "StateMachineType")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub state_machine_type: Option<Output<String>>,
        #[serde(rename = "Tags")]
        #[serde(skip_serializing_if = "Option::is_none")]
        pub tags: Option<Output<Vec<BTreeMap<String, serde_json::Value>>>>,
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
