"""Typed resources of the `aws` provider, generated from its schema by
`strata gen-sdk aws --lang python`: do not edit (a test fails when it drifts)."""

from typing import Any, Optional

from strata_sdk import Output, Resource


class apigatewayv2:
    """`aws:apigatewayv2:*` resources."""


    class Api(Resource):
        """`aws:apigatewayv2:Api`: The `AWS::ApiGatewayV2::Api` resource creates an API.

        Inputs (keywords):
          api_key_selection_expression (str): An API key selection expression.
          description (str): The description of the API.
          disable_execute_api_endpoint (bool): Specifies whether clients can invoke your API by using the default `execute-api` endpoint.
          name_ (str): The name of the API.
          protocol_type (str): The API protocol. A change replaces the resource.
          route_selection_expression (str): The route selection expression for the API.
          tags (dict): 
          version (str): A version identifier for the API.
        """

        def __init__(self, name: str, *, api_key_selection_expression: Optional[Any] = None, description: Optional[Any] = None, disable_execute_api_endpoint: Optional[Any] = None, name_: Optional[Any] = None, protocol_type: Optional[Any] = None, route_selection_expression: Optional[Any] = None, tags: Optional[Any] = None, version: Optional[Any] = None, **options: Any):
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
          timeout_in_millis (int): Custom timeout between 50 and 29000 milliseconds for WebSocket APIs and between 50 and 30000 milliseconds for HTTP APIs.
        """

        def __init__(self, name: str, *, api_id: Any, credentials_arn: Optional[Any] = None, description: Optional[Any] = None, integration_method: Optional[Any] = None, integration_type: Any, integration_uri: Optional[Any] = None, payload_format_version: Optional[Any] = None, timeout_in_millis: Optional[Any] = None, **options: Any):
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
          api_key_required (bool): Specifies whether an API key is required for the route.
          authorization_type (str): The authorization type for the route.
          operation_name (str): The operation name for the route.
          route_key (str): The route key for the route. Required.
          target (str): The target for the route.
        """

        def __init__(self, name: str, *, api_id: Any, api_key_required: Optional[Any] = None, authorization_type: Optional[Any] = None, operation_name: Optional[Any] = None, route_key: Any, target: Optional[Any] = None, **options: Any):
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
          auto_deploy (bool): Specifies whether updates to an API automatically trigger a new deployment.
          description (str): The description for the API stage.
          stage_name (str): The stage name. Required. A change replaces the resource.
          stage_variables (Any): 
          tags (dict): 
        """

        def __init__(self, name: str, *, api_id: Any, auto_deploy: Optional[Any] = None, description: Optional[Any] = None, stage_name: Any, stage_variables: Optional[Any] = None, tags: Optional[Any] = None, **options: Any):
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


    class Certificate(Resource):
        """`aws:certificatemanager:Certificate`: Resource Type definition for AWS::CertificateManager::Certificate

        Inputs (keywords):
          domain_name (str): The fully qualified domain name (FQDN), such as www.example.com, with which you want to secure an ACM certificate. Required. A change replaces the resource.
          subject_alternative_names (list): Additional FQDNs to be included in the Subject Alternative Name extension of the ACM certificate. A change replaces the resource.
          tags (list): Key-value pairs that can identify the certificate.
          validation_method (str): The method you want to use to validate that you own or control the domain associated with a public certificate.
        """

        def __init__(self, name: str, *, domain_name: Any, subject_alternative_names: Optional[Any] = None, tags: Optional[Any] = None, validation_method: Optional[Any] = None, **options: Any):
            args = {"DomainName": domain_name, "SubjectAlternativeNames": subject_alternative_names, "Tags": tags, "ValidationMethod": validation_method}
            super().__init__("aws:certificatemanager:Certificate", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def certificate_arn(self) -> Output:
            """Output `CertificateArn` (str)."""
            return self.output("CertificateArn")


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


class cloudwatch:
    """`aws:cloudwatch:*` resources."""


    class Alarm(Resource):
        """`aws:cloudwatch:Alarm`: The `AWS::CloudWatch::Alarm` type specifies an alarm and associates it with the specified metric or metric math expression.

        Inputs (keywords):
          actions_enabled (bool): Indicates whether actions should be executed during any changes to the alarm state.
          alarm_actions (list): The list of actions to execute when this alarm transitions into an ALARM state from any other state.
          alarm_description (str): The description of the alarm.
          alarm_name (str): The name of the alarm. A change replaces the resource.
          comparison_operator (str): The arithmetic operation to use when comparing the specified statistic and threshold.
          datapoints_to_alarm (int): The number of datapoints that must be breaching to trigger the alarm.
          dimensions (list): The dimensions for the metric associated with the alarm.
          evaluation_periods (int): The number of periods over which data is compared to the specified threshold.
          extended_statistic (str): The percentile statistic for the metric associated with the alarm.
          insufficient_data_actions (list): The actions to execute when this alarm transitions to the `INSUFFICIENT_DATA` state from any other state.
          metric_name (str): The name of the metric associated with the alarm.
          namespace (str): The namespace of the metric associated with the alarm.
          ok_actions (list): The actions to execute when this alarm transitions to the `OK` state from any other state.
          period (int): The period, in seconds, over which the statistic is applied.
          statistic (str): The statistic for the metric associated with the alarm, other than percentile.
          tags (list): A list of key-value pairs to associate with the alarm.
          threshold (float): The value to compare with the specified statistic.
          treat_missing_data (str): Sets how this alarm is to handle missing data points.
          unit (str): The unit of the metric associated with the alarm.
        """

        def __init__(self, name: str, *, actions_enabled: Optional[Any] = None, alarm_actions: Optional[Any] = None, alarm_description: Optional[Any] = None, alarm_name: Optional[Any] = None, comparison_operator: Optional[Any] = None, datapoints_to_alarm: Optional[Any] = None, dimensions: Optional[Any] = None, evaluation_periods: Optional[Any] = None, extended_statistic: Optional[Any] = None, insufficient_data_actions: Optional[Any] = None, metric_name: Optional[Any] = None, namespace: Optional[Any] = None, ok_actions: Optional[Any] = None, period: Optional[Any] = None, statistic: Optional[Any] = None, tags: Optional[Any] = None, threshold: Optional[Any] = None, treat_missing_data: Optional[Any] = None, unit: Optional[Any] = None, **options: Any):
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


class ecr:
    """`aws:ecr:*` resources."""


    class Repository(Resource):
        """`aws:ecr:Repository`: The `AWS::ECR::Repository` resource specifies an Amazon Elastic Container Registry (Amazon ECR) repository, where users can push and pull Docker images, Open C…

        Inputs (keywords):
          empty_on_delete (bool): If true, deleting the repository force deletes the contents of the repository.
          image_scanning_configuration (dict): The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level.
          image_tag_mutability (str): The tag mutability setting for the repository.
          repository_name (str): The name to use for the repository. A change replaces the resource.
          tags (list): An array of key-value pairs to apply to this resource.
        """

        def __init__(self, name: str, *, empty_on_delete: Optional[Any] = None, image_scanning_configuration: Optional[Any] = None, image_tag_mutability: Optional[Any] = None, repository_name: Optional[Any] = None, tags: Optional[Any] = None, **options: Any):
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


    class Cluster(Resource):
        """`aws:ecs:Cluster`: The `AWS::ECS::Cluster` resource creates an Amazon Elastic Container Service (Amazon ECS) cluster.

        Inputs (keywords):
          cluster_name (str): A user-generated string that you use to identify your cluster. A change replaces the resource.
          cluster_settings (list): The settings to use when creating a cluster.
          tags (list): The metadata that you apply to the cluster to help you categorize and organize them.
        """

        def __init__(self, name: str, *, cluster_name: Optional[Any] = None, cluster_settings: Optional[Any] = None, tags: Optional[Any] = None, **options: Any):
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


    class Service(Resource):
        """`aws:ecs:Service`: The `AWS::ECS::Service` resource creates an Amazon Elastic Container Service (Amazon ECS) service that runs and maintains the requested number of tasks and ass…

        Inputs (keywords):
          cluster (str): The short name or full Amazon Resource Name (ARN) of the cluster that you run your service on. A change replaces the resource.
          desired_count (int): The number of instantiations of the specified task definition to place and keep running in your service.
          launch_type (str): The launch type on which to run your service. A change replaces the resource.
          load_balancers (list): A list of load balancer objects to associate with the service.
          network_configuration (dict): The network configuration for the service.
          service_name (str): The name of your service. A change replaces the resource.
          tags (list): The metadata that you apply to the service to help you categorize and organize them.
          task_definition (str): The `family` and `revision` (`family:revision`) or full ARN of the task definition to run in your service.
        """

        def __init__(self, name: str, *, cluster: Optional[Any] = None, desired_count: Optional[Any] = None, launch_type: Optional[Any] = None, load_balancers: Optional[Any] = None, network_configuration: Optional[Any] = None, service_name: Optional[Any] = None, tags: Optional[Any] = None, task_definition: Optional[Any] = None, **options: Any):
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


    class TaskDefinition(Resource):
        """`aws:ecs:TaskDefinition`: Registers a new task definition from the supplied `family` and `containerDefinitions`.

        Inputs (keywords):
          container_definitions (list): A list of container definitions in JSON format that describe the different containers that make up your task. A change replaces the resource.
          cpu (str): The number of `cpu` units used by the task. A change replaces the resource.
          execution_role_arn (str): The Amazon Resource Name (ARN) of the task execution role that grants the Amazon ECS container agent permission to make AWS API calls on your behalf. A change replaces the resource.
          family (str): The name of a family that this task definition is registered to. A change replaces the resource.
          memory (str): The amount (in MiB) of memory used by the task. A change replaces the resource.
          network_mode (str): The Docker networking mode to use for the containers in the task. A change replaces the resource.
          requires_compatibilities (list): The task launch types the task definition was validated against. A change replaces the resource.
          tags (list): The metadata that you apply to the task definition to help you categorize and organize them.
          task_role_arn (str): The short name or full Amazon Resource Name (ARN) of the IAMlong role that grants containers in the task permission to call AWS APIs on your behalf. A change replaces the resource.
        """

        def __init__(self, name: str, *, container_definitions: Optional[Any] = None, cpu: Optional[Any] = None, execution_role_arn: Optional[Any] = None, family: Optional[Any] = None, memory: Optional[Any] = None, network_mode: Optional[Any] = None, requires_compatibilities: Optional[Any] = None, tags: Optional[Any] = None, task_role_arn: Optional[Any] = None, **options: Any):
            args = {"ContainerDefinitions": container_definitions, "Cpu": cpu, "ExecutionRoleArn": execution_role_arn, "Family": family, "Memory": memory, "NetworkMode": network_mode, "RequiresCompatibilities": requires_compatibilities, "Tags": tags, "TaskRoleArn": task_role_arn}
            super().__init__("aws:ecs:TaskDefinition", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def task_definition_arn(self) -> Output:
            """Output `TaskDefinitionArn` (str)."""
            return self.output("TaskDefinitionArn")


class elasticloadbalancingv2:
    """`aws:elasticloadbalancingv2:*` resources."""


    class Listener(Resource):
        """`aws:elasticloadbalancingv2:Listener`: Specifies a listener for an Application Load Balancer, Network Load Balancer, or Gateway Load Balancer.

        Inputs (keywords):
          default_actions (list): The actions for the default rule. Required.
          load_balancer_arn (str): The Amazon Resource Name (ARN) of the load balancer. Required. A change replaces the resource.
          port (int): The port on which the load balancer is listening.
          protocol (str): The protocol for connections from clients to the load balancer.
        """

        def __init__(self, name: str, *, default_actions: Any, load_balancer_arn: Any, port: Optional[Any] = None, protocol: Optional[Any] = None, **options: Any):
            args = {"DefaultActions": default_actions, "LoadBalancerArn": load_balancer_arn, "Port": port, "Protocol": protocol}
            super().__init__("aws:elasticloadbalancingv2:Listener", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def listener_arn(self) -> Output:
            """Output `ListenerArn` (str)."""
            return self.output("ListenerArn")


    class LoadBalancer(Resource):
        """`aws:elasticloadbalancingv2:LoadBalancer`: Specifies an Application Load Balancer, a Network Load Balancer, or a Gateway Load Balancer.

        Inputs (keywords):
          ip_address_type (str): The IP address type.
          name_ (str): The name of the load balancer. A change replaces the resource.
          scheme (str): The nodes of an Internet-facing load balancer have public IP addresses. A change replaces the resource.
          security_groups (list): [Application Load Balancers and Network Load Balancers] The IDs of the security groups for the load balancer.
          subnets (list): The IDs of the subnets.
          tags (list): The tags to assign to the load balancer.
          type_ (str): The type of load balancer. A change replaces the resource.
        """

        def __init__(self, name: str, *, ip_address_type: Optional[Any] = None, name_: Optional[Any] = None, scheme: Optional[Any] = None, security_groups: Optional[Any] = None, subnets: Optional[Any] = None, tags: Optional[Any] = None, type_: Optional[Any] = None, **options: Any):
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


    class TargetGroup(Resource):
        """`aws:elasticloadbalancingv2:TargetGroup`: Resource Type definition for AWS::ElasticLoadBalancingV2::TargetGroup

        Inputs (keywords):
          health_check_interval_seconds (int): The approximate amount of time, in seconds, between health checks of an individual target.
          health_check_path (str): [HTTP/HTTPS health checks] The destination for health checks on the targets.
          healthy_threshold_count (int): The number of consecutive health checks successes required before considering an unhealthy target healthy.
          matcher (dict): [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target.
          name_ (str): The name of the target group. A change replaces the resource.
          port (int): The port on which the targets receive traffic. A change replaces the resource.
          protocol (str): The protocol to use for routing traffic to the targets. A change replaces the resource.
          tags (list): The tags.
          target_type (str): The type of target that you must specify when registering targets with this target group. A change replaces the resource.
          vpc_id (str): The identifier of the virtual private cloud (VPC). A change replaces the resource.
        """

        def __init__(self, name: str, *, health_check_interval_seconds: Optional[Any] = None, health_check_path: Optional[Any] = None, healthy_threshold_count: Optional[Any] = None, matcher: Optional[Any] = None, name_: Optional[Any] = None, port: Optional[Any] = None, protocol: Optional[Any] = None, tags: Optional[Any] = None, target_type: Optional[Any] = None, vpc_id: Optional[Any] = None, **options: Any):
            args = {"HealthCheckIntervalSeconds": health_check_interval_seconds, "HealthCheckPath": health_check_path, "HealthyThresholdCount": healthy_threshold_count, "Matcher": matcher, "Name": name_, "Port": port, "Protocol": protocol, "Tags": tags, "TargetType": target_type, "VpcId": vpc_id}
            super().__init__("aws:elasticloadbalancingv2:TargetGroup", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def load_balancer_arns(self) -> Output:
            """Output `LoadBalancerArns` (list)."""
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


    class Rule(Resource):
        """`aws:events:Rule`: Resource Type definition for AWS::Events::Rule

        Inputs (keywords):
          description (str): The description of the rule.
          event_bus_name (str): The name or ARN of the event bus associated with the rule. A change replaces the resource.
          event_pattern (Any): The event pattern of the rule.
          name_ (str): The name of the rule. A change replaces the resource.
          role_arn (str): The Amazon Resource Name (ARN) of the role that is used for target invocation.
          schedule_expression (str): The scheduling expression.
          state (str): The state of the rule.
          tags (list): Any tags assigned to the event rule.
          targets (list): Adds the specified targets to the specified rule, or updates the targets if they are already associated with the rule.
        """

        def __init__(self, name: str, *, description: Optional[Any] = None, event_bus_name: Optional[Any] = None, event_pattern: Optional[Any] = None, name_: Optional[Any] = None, role_arn: Optional[Any] = None, schedule_expression: Optional[Any] = None, state: Optional[Any] = None, tags: Optional[Any] = None, targets: Optional[Any] = None, **options: Any):
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


class kms:
    """`aws:kms:*` resources."""


    class Alias(Resource):
        """`aws:kms:Alias`: The `AWS::KMS::Alias` resource specifies a display name for a [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys).

        Inputs (keywords):
          alias_name (str): Specifies the alias name. Required. A change replaces the resource.
          target_key_id (str): Associates the alias with the specified [](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#customer-cmk). Required.
        """

        def __init__(self, name: str, *, alias_name: Any, target_key_id: Any, **options: Any):
            args = {"AliasName": alias_name, "TargetKeyId": target_key_id}
            super().__init__("aws:kms:Alias", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def alias_name(self) -> Output:
            """Output `AliasName` (str)."""
            return self.output("AliasName")


    class Key(Resource):
        """`aws:kms:Key`: The `AWS::KMS::Key` resource specifies an [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys) in KMSlong.

        Inputs (keywords):
          description (str): A description of the KMS key.
          enable_key_rotation (bool): Enables automatic rotation of the key material for the specified KMS key.
          enabled (bool): Specifies whether the KMS key is enabled.
          key_policy (Any): The key policy to attach to the KMS key.
          key_spec (str): Specifies the type of KMS key to create. A change replaces the resource.
          key_usage (str): Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t…. A change replaces the resource.
          pending_window_in_days (int): Specifies the number of days in the waiting period before KMS deletes a KMS key that has been removed from a CloudFormation stack.
          tags (list): Assigns one or more tags to the replica key.
        """

        def __init__(self, name: str, *, description: Optional[Any] = None, enable_key_rotation: Optional[Any] = None, enabled: Optional[Any] = None, key_policy: Optional[Any] = None, key_spec: Optional[Any] = None, key_usage: Optional[Any] = None, pending_window_in_days: Optional[Any] = None, tags: Optional[Any] = None, **options: Any):
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
          enabled (bool): When true, the event source mapping is active.
          event_source_arn (str): The Amazon Resource Name (ARN) of the event source. A change replaces the resource.
          function_name (str): The name or ARN of the Lambda function. Required.
          maximum_batching_window_in_seconds (int): The maximum amount of time, in seconds, that Lambda spends gathering records before invoking the function.
          starting_position (str): The position in a stream from which to start reading. A change replaces the resource.
        """

        def __init__(self, name: str, *, batch_size: Optional[Any] = None, enabled: Optional[Any] = None, event_source_arn: Optional[Any] = None, function_name: Any, maximum_batching_window_in_seconds: Optional[Any] = None, starting_position: Optional[Any] = None, **options: Any):
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


    class Function(Resource):
        """`aws:lambda:Function`: The `AWS::Lambda::Function` resource creates a Lambda function.

        Inputs (keywords):
          architectures (list): The instruction set architecture that the function supports.
          code (dict): The code for the function.
          description (str): A description of the function.
          environment (dict): Environment variables that are accessible from function code during execution.
          function_name (str): The name of the Lambda function, up to 64 characters in length. A change replaces the resource.
          handler (str): The name of the method within your code that Lambda calls to run your function.
          memory_size (int): The amount of [memory available to the function](https://docs.aws.amazon.com/lambda/latest/dg/configuration-function-common.html#configuration-memory-console)….
          role (str): The Amazon Resource Name (ARN) of the function's execution role. Required.
          runtime (str): The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html).
          source (str): Strata's own: a directory (granted to the provider with allow-dirs) whose files are the function's code, zipped by Strata; instead of Code.
          source_sha256 (str): Strata's own: the base64 SHA-256 of the Source zip (Lambda's CodeSha256), computed by check when left out; code changed behind Strata's back reads back as another digest.
          tags (list): A list of [tags](https://docs.aws.amazon.com/lambda/latest/dg/tagging.html) to apply to the function.
          timeout (int): The amount of time (in seconds) that Lambda allows a function to run before stopping it.
        """

        def __init__(self, name: str, *, architectures: Optional[Any] = None, code: Optional[Any] = None, description: Optional[Any] = None, environment: Optional[Any] = None, function_name: Optional[Any] = None, handler: Optional[Any] = None, memory_size: Optional[Any] = None, role: Any, runtime: Optional[Any] = None, source: Optional[Any] = None, source_sha256: Optional[Any] = None, tags: Optional[Any] = None, timeout: Optional[Any] = None, **options: Any):
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
            """Output `SnapStartResponse` (dict)."""
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

        def __init__(self, name: str, *, action: Any, event_source_token: Optional[Any] = None, function_name: Any, principal: Any, source_account: Optional[Any] = None, source_arn: Optional[Any] = None, **options: Any):
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


    class LogGroup(Resource):
        """`aws:logs:LogGroup`: The `AWS::Logs::LogGroup` resource specifies a log group.

        Inputs (keywords):
          kms_key_id (str): The Amazon Resource Name (ARN) of the KMS key to use when encrypting log data.
          log_group_name (str): The name of the log group. A change replaces the resource.
          retention_in_days (int): The number of days to retain the log events in the specified log group.
          tags (list): An array of key-value pairs to apply to the log group.
        """

        def __init__(self, name: str, *, kms_key_id: Optional[Any] = None, log_group_name: Optional[Any] = None, retention_in_days: Optional[Any] = None, tags: Optional[Any] = None, **options: Any):
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


    class DBInstance(Resource):
        """`aws:rds:DBInstance`: The `AWS::RDS::DBInstance` resource creates an Amazon DB instance.

        Inputs (keywords):
          allocated_storage (str): The amount of storage in gibibytes (GiB) to be initially allocated for the database instance.
          backup_retention_period (int): The number of days for which automated backups are retained.
          db_instance_class (str): The compute and memory capacity of the DB instance, for example `db.m5.large`.
          db_instance_identifier (str): A name for the DB instance. A change replaces the resource.
          db_name (str): The meaning of this parameter differs according to the database engine you use. A change replaces the resource.
          db_subnet_group_name (str): A DB subnet group to associate with the DB instance. A change replaces the resource.
          deletion_protection (bool): Specifies whether the DB instance has deletion protection enabled.
          engine (str): The name of the database engine to use for this DB instance. A change replaces the resource.
          engine_version (str): The version number of the database engine to use.
          master_user_password (str): The password for the master user.
          master_username (str): The master user name for the DB instance. A change replaces the resource.
          publicly_accessible (bool): Indicates whether the DB instance is an internet-facing instance.
          skip_final_snapshot (bool): Strata's own: delete the instance without the final snapshot it otherwise leaves (CloudFormation's default deletion policy, Snapshot). Default: `false`.
          storage_type (str): The storage type to associate with the DB instance.
          tags (list): Tags to assign to the DB instance.
          vpc_security_groups (list): A list of the VPC security group IDs to assign to the DB instance.
        """

        def __init__(self, name: str, *, allocated_storage: Optional[Any] = None, backup_retention_period: Optional[Any] = None, db_instance_class: Optional[Any] = None, db_instance_identifier: Optional[Any] = None, db_name: Optional[Any] = None, db_subnet_group_name: Optional[Any] = None, deletion_protection: Optional[Any] = None, engine: Optional[Any] = None, engine_version: Optional[Any] = None, master_user_password: Optional[Any] = None, master_username: Optional[Any] = None, publicly_accessible: Optional[Any] = None, skip_final_snapshot: Optional[Any] = None, storage_type: Optional[Any] = None, tags: Optional[Any] = None, vpc_security_groups: Optional[Any] = None, **options: Any):
            args = {"AllocatedStorage": allocated_storage, "BackupRetentionPeriod": backup_retention_period, "DBInstanceClass": db_instance_class, "DBInstanceIdentifier": db_instance_identifier, "DBName": db_name, "DBSubnetGroupName": db_subnet_group_name, "DeletionProtection": deletion_protection, "Engine": engine, "EngineVersion": engine_version, "MasterUserPassword": master_user_password, "MasterUsername": master_username, "PubliclyAccessible": publicly_accessible, "SkipFinalSnapshot": skip_final_snapshot, "StorageType": storage_type, "Tags": tags, "VPCSecurityGroups": vpc_security_groups}
            super().__init__("aws:rds:DBInstance", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def automatic_restart_time(self) -> Output:
            """Output `AutomaticRestartTime` (str)."""
            return self.output("AutomaticRestartTime")

        @property
        def certificate_details(self) -> Output:
            """Output `CertificateDetails` (dict)."""
            return self.output("CertificateDetails")

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
        def dbi_resource_id(self) -> Output:
            """Output `DbiResourceId` (str)."""
            return self.output("DbiResourceId")

        @property
        def endpoint(self) -> Output:
            """Output `Endpoint` (dict)."""
            return self.output("Endpoint")

        @property
        def instance_create_time(self) -> Output:
            """Output `InstanceCreateTime` (str)."""
            return self.output("InstanceCreateTime")

        @property
        def is_storage_config_upgrade_available(self) -> Output:
            """Output `IsStorageConfigUpgradeAvailable` (bool)."""
            return self.output("IsStorageConfigUpgradeAvailable")

        @property
        def latest_restorable_time(self) -> Output:
            """Output `LatestRestorableTime` (str)."""
            return self.output("LatestRestorableTime")

        @property
        def listener_endpoint(self) -> Output:
            """Output `ListenerEndpoint` (dict)."""
            return self.output("ListenerEndpoint")

        @property
        def percent_progress(self) -> Output:
            """Output `PercentProgress` (str)."""
            return self.output("PercentProgress")

        @property
        def read_replica_db_cluster_identifiers(self) -> Output:
            """Output `ReadReplicaDBClusterIdentifiers` (list)."""
            return self.output("ReadReplicaDBClusterIdentifiers")

        @property
        def read_replica_db_instance_identifiers(self) -> Output:
            """Output `ReadReplicaDBInstanceIdentifiers` (list)."""
            return self.output("ReadReplicaDBInstanceIdentifiers")

        @property
        def resume_full_automation_mode_time(self) -> Output:
            """Output `ResumeFullAutomationModeTime` (str)."""
            return self.output("ResumeFullAutomationModeTime")

        @property
        def secondary_availability_zone(self) -> Output:
            """Output `SecondaryAvailabilityZone` (str)."""
            return self.output("SecondaryAvailabilityZone")

        @property
        def status_infos(self) -> Output:
            """Output `StatusInfos` (list)."""
            return self.output("StatusInfos")

        @property
        def storage_operation_percent_progress(self) -> Output:
            """Output `StorageOperationPercentProgress` (int)."""
            return self.output("StorageOperationPercentProgress")

        @property
        def storage_operation_status(self) -> Output:
            """Output `StorageOperationStatus` (str)."""
            return self.output("StorageOperationStatus")


    class DBSubnetGroup(Resource):
        """`aws:rds:DBSubnetGroup`: The `AWS::RDS::DBSubnetGroup` resource creates a database subnet group.

        Inputs (keywords):
          db_subnet_group_description (str): The description for the DB subnet group. Required.
          db_subnet_group_name (str): The name for the DB subnet group. A change replaces the resource.
          subnet_ids (list): The EC2 Subnet IDs for the DB subnet group. Required.
          tags (list): Tags to assign to the DB subnet group.
        """

        def __init__(self, name: str, *, db_subnet_group_description: Any, db_subnet_group_name: Optional[Any] = None, subnet_ids: Any, tags: Optional[Any] = None, **options: Any):
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


    class HostedZone(Resource):
        """`aws:route53:HostedZone`: Creates a new public or private hosted zone.

        Inputs (keywords):
          hosted_zone_config (dict): A complex type that contains an optional comment.
          hosted_zone_tags (list): Adds, edits, or deletes tags for a health check or a hosted zone.
          name_ (str): The name of the domain. A change replaces the resource.
        """

        def __init__(self, name: str, *, hosted_zone_config: Optional[Any] = None, hosted_zone_tags: Optional[Any] = None, name_: Optional[Any] = None, **options: Any):
            args = {"HostedZoneConfig": hosted_zone_config, "HostedZoneTags": hosted_zone_tags, "Name": name_}
            super().__init__("aws:route53:HostedZone", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def id(self) -> Output:
            """Output `Id` (str)."""
            return self.output("Id")

        @property
        def name_servers(self) -> Output:
            """Output `NameServers` (list)."""
            return self.output("NameServers")


    class RecordSet(Resource):
        """`aws:route53:RecordSet`: Resource Type definition for AWS::Route53::RecordSet.

        Inputs (keywords):
          alias_target (dict): Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t….
          hosted_zone_id (str): The ID of the hosted zone that you want to create records in. A change replaces the resource.
          name_ (str): The name of the record that you want to create, update, or delete. Required. A change replaces the resource.
          resource_records (list): One or more values that correspond with the value that you specified for the Type property.
          set_identifier (str): An identifier that differentiates among multiple resource record sets that have the same combination of name and type. A change replaces the resource.
          ttl (str): The resource record cache time to live (TTL), in seconds.
          type_ (str): The DNS record type. Required. A change replaces the resource.
          weight (int): Among resource record sets that have the same combination of DNS name and type, a value that determines the proportion of DNS queries that Amazon Route 53 resp….
        """

        def __init__(self, name: str, *, alias_target: Optional[Any] = None, hosted_zone_id: Optional[Any] = None, name_: Any, resource_records: Optional[Any] = None, set_identifier: Optional[Any] = None, ttl: Optional[Any] = None, type_: Any, weight: Optional[Any] = None, **options: Any):
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


class secretsmanager:
    """`aws:secretsmanager:*` resources."""


    class Secret(Resource):
        """`aws:secretsmanager:Secret`: Creates a new secret.

        Inputs (keywords):
          description (str): The description of the secret.
          kms_key_id (str): The ARN, key ID, or alias of the KMS key that Secrets Manager uses to encrypt the secret value in the secret.
          name_ (str): The name of the new secret. A change replaces the resource.
          recovery_window_in_days (int): Strata's own: the days a deleted secret can be restored in (7 to 30), or 0 to delete it at once (Terraform's recovery_window_in_days). Default: `30`.
          secret_string (str): The text to encrypt and store in the secret.
          tags (list): A list of tags to attach to the secret.
        """

        def __init__(self, name: str, *, description: Optional[Any] = None, kms_key_id: Optional[Any] = None, name_: Optional[Any] = None, recovery_window_in_days: Optional[Any] = None, secret_string: Optional[Any] = None, tags: Optional[Any] = None, **options: Any):
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


class ssm:
    """`aws:ssm:*` resources."""


    class Parameter(Resource):
        """`aws:ssm:Parameter`: The `AWS::SSM::Parameter` resource creates an SSM parameter in SYSlong Parameter Store.

        Inputs (keywords):
          allowed_pattern (str): A regular expression used to validate the parameter value.
          data_type (str): The data type of the parameter, such as `text` or `aws:ec2:image`.
          description (str): Information about the parameter.
          name_ (str): The name of the parameter. A change replaces the resource.
          tags (dict): Optional metadata that you assign to a resource in the form of an arbitrary set of tags (key-value pairs).
          tier (str): The parameter tier.
          type_ (str): The type of parameter. Required.
          value (str): The parameter value. Required.
        """

        def __init__(self, name: str, *, allowed_pattern: Optional[Any] = None, data_type: Optional[Any] = None, description: Optional[Any] = None, name_: Optional[Any] = None, tags: Optional[Any] = None, tier: Optional[Any] = None, type_: Any, value: Any, **options: Any):
            args = {"AllowedPattern": allowed_pattern, "DataType": data_type, "Description": description, "Name": name_, "Tags": tags, "Tier": tier, "Type": type_, "Value": value}
            super().__init__("aws:ssm:Parameter", name, {k: v for k, v in args.items() if v is not None}, **options)

        @property
        def arn(self) -> Output:
            """Output `Arn` (str)."""
            return self.output("Arn")

        @property
        def name_(self) -> Output:
            """Output `Name` (str)."""
            return self.output("Name")


class stepfunctions:
    """`aws:stepfunctions:*` resources."""


    class StateMachine(Resource):
        """`aws:stepfunctions:StateMachine`: Resource schema for StateMachine

        Inputs (keywords):
          definition (dict): 
          definition_string (str): 
          role_arn (str): Required.
          state_machine_name (str): A change replaces the resource.
          state_machine_type (str): A change replaces the resource.
          tags (list): 
        """

        def __init__(self, name: str, *, definition: Optional[Any] = None, definition_string: Optional[Any] = None, role_arn: Any, state_machine_name: Optional[Any] = None, state_machine_type: Optional[Any] = None, tags: Optional[Any] = None, **options: Any):
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
