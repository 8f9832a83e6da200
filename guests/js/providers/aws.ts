// Typed resources of the `aws` provider, generated from its schema by
// `strata gen-sdk aws --lang typescript`: do not edit (a test fails when it drifts).

import { Resource, type Input, type Output, type ResourceOptions } from '@strata/sdk';

/** `aws:cloudfront:*` resources. */
export namespace cloudfront {

  /** The inputs of `aws:cloudfront:Distribution`. */
  export interface DistributionArgs {
    /** Strata's: what identifies the distribution's creation, chosen in check from the resource's name (CloudFormation chooses its own). An interrupted create is found by it. A change replaces the resource. */
    "CallerReference"?: Input<string>;
    /** {"Enabled": true, "Comment"?, "DefaultRootObject"?, "Aliases"?: [NAME], "PriceClass"?, "Origins": [{"Id", "DomainName", "OriginPath"?, "CustomOriginConfig"?: {"OriginProtocolPolicy": "http-only" | "https-only" | "match-viewer", "HTTPPort"?, "HTTPSPort"?} | "S3OriginConfig"?: {"OriginAccessIdentity"?}}], "DefaultCacheBehavior": {"TargetOriginId", "ViewerProtocolPolicy": "allow-all" | "redirect-to-https" | "https-only", "CachePolicyId"? (default CachingOptimized), "Compress"?}}. Required. */
    "DistributionConfig": Input<Record<string, unknown>>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
  }

  /** `aws:cloudfront:Distribution`: A CloudFront distribution (AWS::CloudFront::Distribution). */
  export class Distribution extends Resource {
    constructor(name: string, args: DistributionArgs, opts?: ResourceOptions) {
      super("aws:cloudfront:Distribution", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `DomainName`. */
    get domainName(): Output<string> {
      return this.output("DomainName");
    }

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }
  }
}

/** `aws:dynamodb:*` resources. */
export namespace dynamodb {

  /** The inputs of `aws:dynamodb:Table`. */
  export interface TableArgs {
    /** [{"AttributeName": N, "AttributeType": "S" | "N" | "B"}]. Required. */
    "AttributeDefinitions": Input<Record<string, unknown>[]>;
    /** PAY_PER_REQUEST (default) or PROVISIONED. Default: `"PAY_PER_REQUEST"`. */
    "BillingMode"?: Input<string>;
    /** [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again). */
    "GlobalSecondaryIndexes"?: Input<Record<string, unknown>[]>;
    /** [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]. Required. A change replaces the resource. */
    "KeySchema": Input<Record<string, unknown>[]>;
    /** {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED. */
    "ProvisionedThroughput"?: Input<Record<string, unknown>>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "TableName"?: Input<string>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
    /** {"AttributeName": N, "Enabled": true}. */
    "TimeToLiveSpecification"?: Input<Record<string, unknown>>;
  }

  /** `aws:dynamodb:Table`: A DynamoDB table (AWS::DynamoDB::Table). */
  export class Table extends Resource {
    constructor(name: string, args: TableArgs, opts?: ResourceOptions) {
      super("aws:dynamodb:Table", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `TableName`. */
    get tableName(): Output<string> {
      return this.output("TableName");
    }
  }
}

/** `aws:ec2:*` resources. */
export namespace ec2 {

  /** The inputs of `aws:ec2:InternetGateway`. */
  export interface InternetGatewayArgs {
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
  }

  /** `aws:ec2:InternetGateway`: An internet gateway (AWS::EC2::InternetGateway); attach it with aws:ec2:VPCGatewayAttachment. */
  export class InternetGateway extends Resource {
    constructor(name: string, args: InternetGatewayArgs = {}, opts?: ResourceOptions) {
      super("aws:ec2:InternetGateway", name, args, opts);
    }

    /** Output `InternetGatewayId`. */
    get internetGatewayId(): Output<string> {
      return this.output("InternetGatewayId");
    }
  }

  /** The inputs of `aws:ec2:Route`. */
  export interface RouteArgs {
    /** Required. A change replaces the resource. */
    "DestinationCidrBlock": Input<string>;
    /** Required. */
    "GatewayId": Input<string>;
    /** Required. A change replaces the resource. */
    "RouteTableId": Input<string>;
  }

  /** `aws:ec2:Route`: A route in a route table (AWS::EC2::Route), to an internet gateway. */
  export class Route extends Resource {
    constructor(name: string, args: RouteArgs, opts?: ResourceOptions) {
      super("aws:ec2:Route", name, args, opts);
    }
  }

  /** The inputs of `aws:ec2:RouteTable`. */
  export interface RouteTableArgs {
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
    /** Required. A change replaces the resource. */
    "VpcId": Input<string>;
  }

  /** `aws:ec2:RouteTable`: A route table of a VPC (AWS::EC2::RouteTable). */
  export class RouteTable extends Resource {
    constructor(name: string, args: RouteTableArgs, opts?: ResourceOptions) {
      super("aws:ec2:RouteTable", name, args, opts);
    }

    /** Output `RouteTableId`. */
    get routeTableId(): Output<string> {
      return this.output("RouteTableId");
    }
  }

  /** The inputs of `aws:ec2:SecurityGroup`. */
  export interface SecurityGroupArgs {
    /** Required. A change replaces the resource. */
    "GroupDescription": Input<string>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "GroupName"?: Input<string>;
    /** As SecurityGroupIngress (IpProtocol "-1": all traffic); replaces the default rule, which allows all traffic out. */
    "SecurityGroupEgress"?: Input<unknown[]>;
    /** [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}]. */
    "SecurityGroupIngress"?: Input<unknown[]>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
    /** A change replaces the resource. */
    "VpcId"?: Input<string>;
  }

  /** `aws:ec2:SecurityGroup`: A security group (AWS::EC2::SecurityGroup) with ingress and egress rules, changed in place. Without SecurityGroupEgress, egress is AWS's default (all traffic out); with it, exactly the rules given. */
  export class SecurityGroup extends Resource {
    constructor(name: string, args: SecurityGroupArgs, opts?: ResourceOptions) {
      super("aws:ec2:SecurityGroup", name, args, opts);
    }

    /** Output `GroupId`. */
    get groupId(): Output<string> {
      return this.output("GroupId");
    }
  }

  /** The inputs of `aws:ec2:Subnet`. */
  export interface SubnetArgs {
    /** A change replaces the resource. */
    "AvailabilityZone"?: Input<string>;
    /** Required. A change replaces the resource. */
    "CidrBlock": Input<string>;
    "MapPublicIpOnLaunch"?: Input<boolean>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
    /** Required. A change replaces the resource. */
    "VpcId": Input<string>;
  }

  /** `aws:ec2:Subnet`: A subnet of a VPC (AWS::EC2::Subnet). */
  export class Subnet extends Resource {
    constructor(name: string, args: SubnetArgs, opts?: ResourceOptions) {
      super("aws:ec2:Subnet", name, args, opts);
    }

    /** Output `AvailabilityZone`. */
    get availabilityZone(): Output<string> {
      return this.output("AvailabilityZone");
    }

    /** Output `SubnetId`. */
    get subnetId(): Output<string> {
      return this.output("SubnetId");
    }
  }

  /** The inputs of `aws:ec2:SubnetRouteTableAssociation`. */
  export interface SubnetRouteTableAssociationArgs {
    /** Required. A change replaces the resource. */
    "RouteTableId": Input<string>;
    /** Required. A change replaces the resource. */
    "SubnetId": Input<string>;
  }

  /** `aws:ec2:SubnetRouteTableAssociation`: A subnet using a route table (AWS::EC2::SubnetRouteTableAssociation). */
  export class SubnetRouteTableAssociation extends Resource {
    constructor(name: string, args: SubnetRouteTableAssociationArgs, opts?: ResourceOptions) {
      super("aws:ec2:SubnetRouteTableAssociation", name, args, opts);
    }

    /** Output `AssociationId`. */
    get associationId(): Output<string> {
      return this.output("AssociationId");
    }
  }

  /** The inputs of `aws:ec2:VPC`. */
  export interface VPCArgs {
    /** Required. A change replaces the resource. */
    "CidrBlock": Input<string>;
    "EnableDnsHostnames"?: Input<boolean>;
    "EnableDnsSupport"?: Input<boolean>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
  }

  /** `aws:ec2:VPC`: A VPC (AWS::EC2::VPC). */
  export class VPC extends Resource {
    constructor(name: string, args: VPCArgs, opts?: ResourceOptions) {
      super("aws:ec2:VPC", name, args, opts);
    }

    /** Output `CidrBlock`. */
    get cidrBlock(): Output<string> {
      return this.output("CidrBlock");
    }

    /** Output `VpcId`. */
    get vpcId(): Output<string> {
      return this.output("VpcId");
    }
  }

  /** The inputs of `aws:ec2:VPCGatewayAttachment`. */
  export interface VPCGatewayAttachmentArgs {
    /** Required. A change replaces the resource. */
    "InternetGatewayId": Input<string>;
    /** Required. A change replaces the resource. */
    "VpcId": Input<string>;
  }

  /** `aws:ec2:VPCGatewayAttachment`: An internet gateway attached to a VPC (AWS::EC2::VPCGatewayAttachment). */
  export class VPCGatewayAttachment extends Resource {
    constructor(name: string, args: VPCGatewayAttachmentArgs, opts?: ResourceOptions) {
      super("aws:ec2:VPCGatewayAttachment", name, args, opts);
    }
  }
}

/** `aws:iam:*` resources. */
export namespace iam {

  /** The inputs of `aws:iam:ManagedPolicy`. */
  export interface ManagedPolicyArgs {
    /** A change replaces the resource. */
    "Description"?: Input<string>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "ManagedPolicyName"?: Input<string>;
    /** A change replaces the resource. */
    "Path"?: Input<string>;
    /** Required. */
    "PolicyDocument": Input<Record<string, unknown>>;
    "Roles"?: Input<string[]>;
  }

  /** `aws:iam:ManagedPolicy`: A customer managed IAM policy (AWS::IAM::ManagedPolicy). */
  export class ManagedPolicy extends Resource {
    constructor(name: string, args: ManagedPolicyArgs, opts?: ResourceOptions) {
      super("aws:iam:ManagedPolicy", name, args, opts);
    }

    /** Output `PolicyArn`. */
    get policyArn(): Output<string> {
      return this.output("PolicyArn");
    }
  }

  /** The inputs of `aws:iam:Policy`. */
  export interface PolicyArgs {
    /** Required. */
    "PolicyDocument": Input<Record<string, unknown>>;
    /** Required. A change replaces the resource. */
    "PolicyName": Input<string>;
    /** Required. */
    "Roles": Input<string[]>;
  }

  /** `aws:iam:Policy`: An inline policy put on IAM roles (AWS::IAM::Policy). */
  export class Policy extends Resource {
    constructor(name: string, args: PolicyArgs, opts?: ResourceOptions) {
      super("aws:iam:Policy", name, args, opts);
    }

    /** Output `PolicyName`. */
    get policyName(): Output<string> {
      return this.output("PolicyName");
    }
  }

  /** The inputs of `aws:iam:Role`. */
  export interface RoleArgs {
    /** Required. */
    "AssumeRolePolicyDocument": Input<Record<string, unknown>>;
    "Description"?: Input<string>;
    "ManagedPolicyArns"?: Input<string[]>;
    "MaxSessionDuration"?: Input<number>;
    /** A change replaces the resource. */
    "Path"?: Input<string>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "RoleName"?: Input<string>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
    /** Strata's own (Terraform's force_detach_policies): deleting the role first detaches every managed policy, deletes every inline policy and leaves every instance profile, whoever put them there. Without it, a role given policies outside Strata is not deleted. Set it with an `up` before the destroy. Default: `false`. */
    "forceDetachPolicies"?: Input<boolean>;
  }

  /** `aws:iam:Role`: An IAM role (AWS::IAM::Role). */
  export class Role extends Resource {
    constructor(name: string, args: RoleArgs, opts?: ResourceOptions) {
      super("aws:iam:Role", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `RoleId`. */
    get roleId(): Output<string> {
      return this.output("RoleId");
    }

    /** Output `RoleName`. */
    get roleName(): Output<string> {
      return this.output("RoleName");
    }
  }
}

/** `aws:s3:*` resources. */
export namespace s3 {

  /** The inputs of `aws:s3:Bucket`. */
  export interface BucketArgs {
    /** The bucket's name; by default the resource's name and a suffix. A change replaces the resource. */
    "BucketName"?: Input<string>;
    /** {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out. */
    "PublicAccessBlockConfiguration"?: Input<Record<string, unknown>>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
    /** {"Status": "Enabled" | "Suspended"}. */
    "VersioningConfiguration"?: Input<Record<string, unknown>>;
    /** {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}. */
    "WebsiteConfiguration"?: Input<Record<string, unknown>>;
    /** Strata's own (Terraform's force_destroy): deleting the bucket first deletes every object, version and delete marker in it. Without it, a bucket that is not empty is not deleted. Set it with an `up` before the destroy. Default: `false`. */
    "forceDestroy"?: Input<boolean>;
  }

  /** `aws:s3:Bucket`: An S3 bucket (AWS::S3::Bucket). */
  export class Bucket extends Resource {
    constructor(name: string, args: BucketArgs = {}, opts?: ResourceOptions) {
      super("aws:s3:Bucket", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `BucketName`. */
    get bucketName(): Output<string> {
      return this.output("BucketName");
    }

    /** Output `DomainName`. */
    get domainName(): Output<string> {
      return this.output("DomainName");
    }

    /** Output `RegionalDomainName`. */
    get regionalDomainName(): Output<string> {
      return this.output("RegionalDomainName");
    }

    /** Output `WebsiteURL`. */
    get websiteUrl(): Output<string> {
      return this.output("WebsiteURL");
    }
  }

  /** The inputs of `aws:s3:BucketPolicy`. */
  export interface BucketPolicyArgs {
    /** Required. A change replaces the resource. */
    "Bucket": Input<string>;
    /** Required. */
    "PolicyDocument": Input<Record<string, unknown>>;
  }

  /** `aws:s3:BucketPolicy`: The policy of an S3 bucket (AWS::S3::BucketPolicy). */
  export class BucketPolicy extends Resource {
    constructor(name: string, args: BucketPolicyArgs, opts?: ResourceOptions) {
      super("aws:s3:BucketPolicy", name, args, opts);
    }

    /** Output `Bucket`. */
    get bucket(): Output<string> {
      return this.output("Bucket");
    }
  }

  /** The inputs of `aws:s3:Object`. */
  export interface ObjectArgs {
    /** Required. A change replaces the resource. */
    "Bucket": Input<string>;
    "CacheControl"?: Input<string>;
    /** The object's content, inline. */
    "Content"?: Input<string>;
    "ContentType"?: Input<string>;
    /** Required. A change replaces the resource. */
    "Key": Input<string>;
    /** Or a file to upload, in a directory granted to the provider (allow-dirs). */
    "Source"?: Input<string>;
    /** The SHA-256 of the Source file, computed by check when left out. When given (say, kept with ignore-changes to leave an uploaded object as it is), check does not read the file, and an upload refuses a file with another digest. */
    "SourceSha256"?: Input<string>;
  }

  /** `aws:s3:Object`: An object in an S3 bucket. CloudFormation has no such type: a template uploads objects outside it. */
  export class Object extends Resource {
    constructor(name: string, args: ObjectArgs, opts?: ResourceOptions) {
      super("aws:s3:Object", name, args, opts);
    }

    /** Output `ETag`. */
    get eTag(): Output<string> {
      return this.output("ETag");
    }

    /** Output `SourceSha256`. */
    get sourceSha256(): Output<string> {
      return this.output("SourceSha256");
    }
  }
}

/** `aws:sns:*` resources. */
export namespace sns {

  /** The inputs of `aws:sns:Subscription`. */
  export interface SubscriptionArgs {
    /** Required. A change replaces the resource. */
    "Endpoint": Input<string>;
    "FilterPolicy"?: Input<Record<string, unknown>>;
    /** sqs, lambda, https, email…. Required. A change replaces the resource. */
    "Protocol": Input<string>;
    "RawMessageDelivery"?: Input<boolean>;
    /** Required. A change replaces the resource. */
    "TopicArn": Input<string>;
  }

  /** `aws:sns:Subscription`: A subscription to an SNS topic (AWS::SNS::Subscription). */
  export class Subscription extends Resource {
    constructor(name: string, args: SubscriptionArgs, opts?: ResourceOptions) {
      super("aws:sns:Subscription", name, args, opts);
    }

    /** Output `SubscriptionArn`. */
    get subscriptionArn(): Output<string> {
      return this.output("SubscriptionArn");
    }
  }

  /** The inputs of `aws:sns:Topic`. */
  export interface TopicArgs {
    "DisplayName"?: Input<string>;
    /** A change replaces the resource. */
    "FifoTopic"?: Input<boolean>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
    /** By default the resource's name and a suffix (`.fifo` added for a FIFO topic). A change replaces the resource. */
    "TopicName"?: Input<string>;
  }

  /** `aws:sns:Topic`: An SNS topic (AWS::SNS::Topic). */
  export class Topic extends Resource {
    constructor(name: string, args: TopicArgs = {}, opts?: ResourceOptions) {
      super("aws:sns:Topic", name, args, opts);
    }

    /** Output `TopicArn`. */
    get topicArn(): Output<string> {
      return this.output("TopicArn");
    }

    /** Output `TopicName`. */
    get topicName(): Output<string> {
      return this.output("TopicName");
    }
  }
}

/** `aws:sqs:*` resources. */
export namespace sqs {

  /** The inputs of `aws:sqs:Queue`. */
  export interface QueueArgs {
    /** 0 to 900 (default 0). */
    "DelaySeconds"?: Input<number>;
    /** A change replaces the resource. Default: `false`. */
    "FifoQueue"?: Input<boolean>;
    /** Seconds, 60 to 1209600 (default 345600). */
    "MessageRetentionPeriod"?: Input<number>;
    /** The queue's name; by default the resource's name and a suffix (`.fifo` added for a FIFO queue). A change replaces the resource. */
    "QueueName"?: Input<string>;
    /** {"deadLetterTargetArn": ARN, "maxReceiveCount": N}. */
    "RedrivePolicy"?: Input<Record<string, unknown>>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<unknown[]>;
    /** Seconds, 0 to 43200 (default 30). */
    "VisibilityTimeout"?: Input<number>;
  }

  /** `aws:sqs:Queue`: An SQS queue (AWS::SQS::Queue). */
  export class Queue extends Resource {
    constructor(name: string, args: QueueArgs = {}, opts?: ResourceOptions) {
      super("aws:sqs:Queue", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `QueueName`. */
    get queueName(): Output<string> {
      return this.output("QueueName");
    }

    /** Output `QueueUrl`. */
    get queueUrl(): Output<string> {
      return this.output("QueueUrl");
    }
  }

  /** The inputs of `aws:sqs:QueuePolicy`. */
  export interface QueuePolicyArgs {
    /** Required. */
    "PolicyDocument": Input<Record<string, unknown>>;
    /** The queues' URLs. Required. A change replaces the resource. */
    "Queues": Input<string[]>;
  }

  /** `aws:sqs:QueuePolicy`: The policy of SQS queues (AWS::SQS::QueuePolicy). */
  export class QueuePolicy extends Resource {
    constructor(name: string, args: QueuePolicyArgs, opts?: ResourceOptions) {
      super("aws:sqs:QueuePolicy", name, args, opts);
    }

    /** Output `Queues`. */
    get queues(): Output<unknown[]> {
      return this.output("Queues");
    }
  }
}
