"""Typed resources of the `aws` provider, generated from its schema by
`strata gen-sdk aws --lang python`: do not edit (a test fails when it drifts)."""

from typing import Any, Optional

from strata_sdk import Output, Resource


class cloudfront:
    """`aws:cloudfront:*` resources."""


    class Distribution(Resource):
        """`aws:cloudfront:Distribution`: A CloudFront distribution (AWS::CloudFront::Distribution).

        Inputs (keywords):
          caller_reference (str): Strata's: what identifies the distribution's creation, chosen in check from the resource's name (CloudFormation chooses its own). An interrupted create is found by it. A change replaces the resource.
          distribution_config (dict): {"Enabled": true, "Comment"?, "DefaultRootObject"?, "Aliases"?: [NAME], "PriceClass"?, "Origins": [{"Id", "DomainName", "OriginPath"?, "CustomOriginConfig"?: {"OriginProtocolPolicy": "http-only" | "https-only" | "match-viewer", "HTTPPort"?, "HTTPSPort"?} | "S3OriginConfig"?: {"OriginAccessIdentity"?}}], "DefaultCacheBehavior": {"TargetOriginId", "ViewerProtocolPolicy": "allow-all" | "redirect-to-https" | "https-only", "CachePolicyId"? (default CachingOptimized), "Compress"?}}. Required.
          tags (list): [{"Key": K, "Value": V}].
        """

        def __init__(self, name: str, *, caller_reference: Optional[Any] = None, distribution_config: Any, tags: Optional[Any] = None, **options: Any):
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


class dynamodb:
    """`aws:dynamodb:*` resources."""


    class Table(Resource):
        """`aws:dynamodb:Table`: A DynamoDB table (AWS::DynamoDB::Table).

        Inputs (keywords):
          attribute_definitions (list): [{"AttributeName": N, "AttributeType": "S" | "N" | "B"}]. Required.
          billing_mode (str): PAY_PER_REQUEST (default) or PROVISIONED. Default: `"PAY_PER_REQUEST"`.
          global_secondary_indexes (list): [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again).
          key_schema (list): [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]. Required. A change replaces the resource.
          provisioned_throughput (dict): {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED.
          table_name (str): By default the resource's name and a suffix. A change replaces the resource.
          tags (list): [{"Key": K, "Value": V}].
          time_to_live_specification (dict): {"AttributeName": N, "Enabled": true}.
        """

        def __init__(self, name: str, *, attribute_definitions: Any, billing_mode: Optional[Any] = None, global_secondary_indexes: Optional[Any] = None, key_schema: Any, provisioned_throughput: Optional[Any] = None, table_name: Optional[Any] = None, tags: Optional[Any] = None, time_to_live_specification: Optional[Any] = None, **options: Any):
            args = {"AttributeDefinitions": attribute_definitions, "BillingMode": billing_mode, "GlobalSecondaryIndexes": global_secondary_indexes, "KeySchema": key_schema, "ProvisionedThroughput": provisioned_throughput, "TableName": table_name, "Tags": tags, "TimeToLiveSpecification": time_to_live_specification}
            super().__init__("aws:dynamodb:Table", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def table_name(self) -> Output:
            """Output `TableName` (str)."""
            return self.output("TableName")


class ec2:
    """`aws:ec2:*` resources."""


    class InternetGateway(Resource):
        """`aws:ec2:InternetGateway`: An internet gateway (AWS::EC2::InternetGateway); attach it with aws:ec2:VPCGatewayAttachment.

        Inputs (keywords):
          tags (list): [{"Key": K, "Value": V}].
        """

        def __init__(self, name: str, *, tags: Optional[Any] = None, **options: Any):
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

        def __init__(self, name: str, *, destination_cidr_block: Any, gateway_id: Any, route_table_id: Any, **options: Any):
            args = {"DestinationCidrBlock": destination_cidr_block, "GatewayId": gateway_id, "RouteTableId": route_table_id}
            super().__init__("aws:ec2:Route", name, {k: v for k, v in args.items() if v is not None}, **options)


    class RouteTable(Resource):
        """`aws:ec2:RouteTable`: A route table of a VPC (AWS::EC2::RouteTable).

        Inputs (keywords):
          tags (list): [{"Key": K, "Value": V}].
          vpc_id (str): Required. A change replaces the resource.
        """

        def __init__(self, name: str, *, tags: Optional[Any] = None, vpc_id: Any, **options: Any):
            args = {"Tags": tags, "VpcId": vpc_id}
            super().__init__("aws:ec2:RouteTable", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def route_table_id(self) -> Output:
            """Output `RouteTableId` (str)."""
            return self.output("RouteTableId")


    class SecurityGroup(Resource):
        """`aws:ec2:SecurityGroup`: A security group (AWS::EC2::SecurityGroup) with ingress and egress rules, changed in place. Without SecurityGroupEgress, egress is AWS's default (all traffic out); with it, exactly the rules given.

        Inputs (keywords):
          group_description (str): Required. A change replaces the resource.
          group_name (str): By default the resource's name and a suffix. A change replaces the resource.
          security_group_egress (list): As SecurityGroupIngress (IpProtocol "-1": all traffic); replaces the default rule, which allows all traffic out.
          security_group_ingress (list): [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}].
          tags (list): [{"Key": K, "Value": V}].
          vpc_id (str): A change replaces the resource.
        """

        def __init__(self, name: str, *, group_description: Any, group_name: Optional[Any] = None, security_group_egress: Optional[Any] = None, security_group_ingress: Optional[Any] = None, tags: Optional[Any] = None, vpc_id: Optional[Any] = None, **options: Any):
            args = {"GroupDescription": group_description, "GroupName": group_name, "SecurityGroupEgress": security_group_egress, "SecurityGroupIngress": security_group_ingress, "Tags": tags, "VpcId": vpc_id}
            super().__init__("aws:ec2:SecurityGroup", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def group_id(self) -> Output:
            """Output `GroupId` (str)."""
            return self.output("GroupId")


    class Subnet(Resource):
        """`aws:ec2:Subnet`: A subnet of a VPC (AWS::EC2::Subnet).

        Inputs (keywords):
          availability_zone (str): A change replaces the resource.
          cidr_block (str): Required. A change replaces the resource.
          map_public_ip_on_launch (bool): 
          tags (list): [{"Key": K, "Value": V}].
          vpc_id (str): Required. A change replaces the resource.
        """

        def __init__(self, name: str, *, availability_zone: Optional[Any] = None, cidr_block: Any, map_public_ip_on_launch: Optional[Any] = None, tags: Optional[Any] = None, vpc_id: Any, **options: Any):
            args = {"AvailabilityZone": availability_zone, "CidrBlock": cidr_block, "MapPublicIpOnLaunch": map_public_ip_on_launch, "Tags": tags, "VpcId": vpc_id}
            super().__init__("aws:ec2:Subnet", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def availability_zone(self) -> Output:
            """Output `AvailabilityZone` (str)."""
            return self.output("AvailabilityZone")

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

        def __init__(self, name: str, *, route_table_id: Any, subnet_id: Any, **options: Any):
            args = {"RouteTableId": route_table_id, "SubnetId": subnet_id}
            super().__init__("aws:ec2:SubnetRouteTableAssociation", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def association_id(self) -> Output:
            """Output `AssociationId` (str)."""
            return self.output("AssociationId")


    class VPC(Resource):
        """`aws:ec2:VPC`: A VPC (AWS::EC2::VPC).

        Inputs (keywords):
          cidr_block (str): Required. A change replaces the resource.
          enable_dns_hostnames (bool): 
          enable_dns_support (bool): 
          tags (list): [{"Key": K, "Value": V}].
        """

        def __init__(self, name: str, *, cidr_block: Any, enable_dns_hostnames: Optional[Any] = None, enable_dns_support: Optional[Any] = None, tags: Optional[Any] = None, **options: Any):
            args = {"CidrBlock": cidr_block, "EnableDnsHostnames": enable_dns_hostnames, "EnableDnsSupport": enable_dns_support, "Tags": tags}
            super().__init__("aws:ec2:VPC", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def cidr_block(self) -> Output:
            """Output `CidrBlock` (str)."""
            return self.output("CidrBlock")

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

        def __init__(self, name: str, *, internet_gateway_id: Any, vpc_id: Any, **options: Any):
            args = {"InternetGatewayId": internet_gateway_id, "VpcId": vpc_id}
            super().__init__("aws:ec2:VPCGatewayAttachment", name, {k: v for k, v in args.items() if v is not None}, **options)


class iam:
    """`aws:iam:*` resources."""


    class ManagedPolicy(Resource):
        """`aws:iam:ManagedPolicy`: A customer managed IAM policy (AWS::IAM::ManagedPolicy).

        Inputs (keywords):
          description (str): A change replaces the resource.
          managed_policy_name (str): By default the resource's name and a suffix. A change replaces the resource.
          path (str): A change replaces the resource.
          policy_document (dict): Required.
          roles (list): 
        """

        def __init__(self, name: str, *, description: Optional[Any] = None, managed_policy_name: Optional[Any] = None, path: Optional[Any] = None, policy_document: Any, roles: Optional[Any] = None, **options: Any):
            args = {"Description": description, "ManagedPolicyName": managed_policy_name, "Path": path, "PolicyDocument": policy_document, "Roles": roles}
            super().__init__("aws:iam:ManagedPolicy", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def policy_arn(self) -> Output:
            """Output `PolicyArn` (str)."""
            return self.output("PolicyArn")


    class Policy(Resource):
        """`aws:iam:Policy`: An inline policy put on IAM roles (AWS::IAM::Policy).

        Inputs (keywords):
          policy_document (dict): Required.
          policy_name (str): Required. A change replaces the resource.
          roles (list): Required.
        """

        def __init__(self, name: str, *, policy_document: Any, policy_name: Any, roles: Any, **options: Any):
            args = {"PolicyDocument": policy_document, "PolicyName": policy_name, "Roles": roles}
            super().__init__("aws:iam:Policy", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def policy_name(self) -> Output:
            """Output `PolicyName` (str)."""
            return self.output("PolicyName")


    class Role(Resource):
        """`aws:iam:Role`: An IAM role (AWS::IAM::Role).

        Inputs (keywords):
          assume_role_policy_document (dict): Required.
          description (str): 
          managed_policy_arns (list): 
          max_session_duration (int): 
          path (str): A change replaces the resource.
          role_name (str): By default the resource's name and a suffix. A change replaces the resource.
          tags (list): [{"Key": K, "Value": V}].
          force_detach_policies (bool): Strata's own (Terraform's force_detach_policies): deleting the role first detaches every managed policy, deletes every inline policy and leaves every instance profile, whoever put them there. Without it, a role given policies outside Strata is not deleted. Set it with an `up` before the destroy. Default: `false`.
        """

        def __init__(self, name: str, *, assume_role_policy_document: Any, description: Optional[Any] = None, managed_policy_arns: Optional[Any] = None, max_session_duration: Optional[Any] = None, path: Optional[Any] = None, role_name: Optional[Any] = None, tags: Optional[Any] = None, force_detach_policies: Optional[Any] = None, **options: Any):
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


class s3:
    """`aws:s3:*` resources."""


    class Bucket(Resource):
        """`aws:s3:Bucket`: An S3 bucket (AWS::S3::Bucket).

        Inputs (keywords):
          bucket_name (str): The bucket's name; by default the resource's name and a suffix. A change replaces the resource.
          public_access_block_configuration (dict): {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out.
          tags (list): [{"Key": K, "Value": V}].
          versioning_configuration (dict): {"Status": "Enabled" | "Suspended"}.
          website_configuration (dict): {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}.
          force_destroy (bool): Strata's own (Terraform's force_destroy): deleting the bucket first deletes every object, version and delete marker in it. Without it, a bucket that is not empty is not deleted. Set it with an `up` before the destroy. Default: `false`.
        """

        def __init__(self, name: str, *, bucket_name: Optional[Any] = None, public_access_block_configuration: Optional[Any] = None, tags: Optional[Any] = None, versioning_configuration: Optional[Any] = None, website_configuration: Optional[Any] = None, force_destroy: Optional[Any] = None, **options: Any):
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
          policy_document (dict): Required.
        """

        def __init__(self, name: str, *, bucket: Any, policy_document: Any, **options: Any):
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

        def __init__(self, name: str, *, bucket: Any, cache_control: Optional[Any] = None, content: Optional[Any] = None, content_type: Optional[Any] = None, key: Any, source: Optional[Any] = None, source_sha256: Optional[Any] = None, **options: Any):
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


class sns:
    """`aws:sns:*` resources."""


    class Subscription(Resource):
        """`aws:sns:Subscription`: A subscription to an SNS topic (AWS::SNS::Subscription).

        Inputs (keywords):
          endpoint (str): Required. A change replaces the resource.
          filter_policy (dict): 
          protocol (str): sqs, lambda, https, email…. Required. A change replaces the resource.
          raw_message_delivery (bool): 
          topic_arn (str): Required. A change replaces the resource.
        """

        def __init__(self, name: str, *, endpoint: Any, filter_policy: Optional[Any] = None, protocol: Any, raw_message_delivery: Optional[Any] = None, topic_arn: Any, **options: Any):
            args = {"Endpoint": endpoint, "FilterPolicy": filter_policy, "Protocol": protocol, "RawMessageDelivery": raw_message_delivery, "TopicArn": topic_arn}
            super().__init__("aws:sns:Subscription", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def subscription_arn(self) -> Output:
            """Output `SubscriptionArn` (str)."""
            return self.output("SubscriptionArn")


    class Topic(Resource):
        """`aws:sns:Topic`: An SNS topic (AWS::SNS::Topic).

        Inputs (keywords):
          display_name (str): 
          fifo_topic (bool): A change replaces the resource.
          tags (list): [{"Key": K, "Value": V}].
          topic_name (str): By default the resource's name and a suffix (`.fifo` added for a FIFO topic). A change replaces the resource.
        """

        def __init__(self, name: str, *, display_name: Optional[Any] = None, fifo_topic: Optional[Any] = None, tags: Optional[Any] = None, topic_name: Optional[Any] = None, **options: Any):
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


    class Queue(Resource):
        """`aws:sqs:Queue`: An SQS queue (AWS::SQS::Queue).

        Inputs (keywords):
          delay_seconds (int): 0 to 900 (default 0).
          fifo_queue (bool): A change replaces the resource. Default: `false`.
          message_retention_period (int): Seconds, 60 to 1209600 (default 345600).
          queue_name (str): The queue's name; by default the resource's name and a suffix (`.fifo` added for a FIFO queue). A change replaces the resource.
          redrive_policy (dict): {"deadLetterTargetArn": ARN, "maxReceiveCount": N}.
          tags (list): [{"Key": K, "Value": V}].
          visibility_timeout (int): Seconds, 0 to 43200 (default 30).
        """

        def __init__(self, name: str, *, delay_seconds: Optional[Any] = None, fifo_queue: Optional[Any] = None, message_retention_period: Optional[Any] = None, queue_name: Optional[Any] = None, redrive_policy: Optional[Any] = None, tags: Optional[Any] = None, visibility_timeout: Optional[Any] = None, **options: Any):
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
          policy_document (dict): Required.
          queues (list): The queues' URLs. Required. A change replaces the resource.
        """

        def __init__(self, name: str, *, policy_document: Any, queues: Any, **options: Any):
            args = {"PolicyDocument": policy_document, "Queues": queues}
            super().__init__("aws:sqs:QueuePolicy", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def queues(self) -> Output:
            """Output `Queues` (list)."""
            return self.output("Queues")
