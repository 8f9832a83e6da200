//! Typed resources of the `aws` provider, generated from its schema by
//! `strata gen-sdk aws --lang rust`: do not edit (a test fails when it drifts).

#![allow(clippy::all, unused_imports)]

use crate::{Options, Output, Resource, Result};
use serde::Serialize;
use std::collections::BTreeMap;

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
