// Typed resources of the `aws` provider, generated from its schema by
// `strata gen-sdk aws --lang typescript`: do not edit (a test fails when it drifts).

import { Resource, type Input, type Output, type ResourceOptions } from '@strata/sdk';

/** `aws:apigatewayv2:*` resources. */
export namespace apigatewayv2 {

  /** `BodyS3Location` of `aws:apigatewayv2:Api`. The S3 location of an OpenAPI definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ApiBodyS3Location {
    "Bucket"?: Input<string>;
    "Etag"?: Input<string>;
    "Key"?: Input<string>;
    "Version"?: Input<string>;
  }

  /** `CorsConfiguration` of `aws:apigatewayv2:Api`. A CORS configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ApiCorsConfiguration {
    "AllowCredentials"?: Input<boolean>;
    "AllowHeaders"?: Input<string[]>;
    "AllowMethods"?: Input<string[]>;
    "AllowOrigins"?: Input<string[]>;
    "ExposeHeaders"?: Input<string[]>;
    "MaxAge"?: Input<number>;
  }

  /** The inputs of `aws:apigatewayv2:Api`. */
  export interface ApiArgs {
    /** An API key selection expression. Default: `"$request.header.x-api-key"`. */
    "ApiKeySelectionExpression"?: Input<string>;
    /** Specifies how to interpret the base path of the API during import. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "BasePath"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Body"?: Input<unknown>;
    /** The S3 location of an OpenAPI definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "BodyS3Location"?: Input<ApiBodyS3Location>;
    /** A CORS configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CorsConfiguration"?: Input<ApiCorsConfiguration>;
    /** This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CredentialsArn"?: Input<string>;
    /** The description of the API. */
    "Description"?: Input<string>;
    /** Specifies whether clients can invoke your API by using the default `execute-api` endpoint. Default: `false`. */
    "DisableExecuteApiEndpoint"?: Input<boolean>;
    /** Avoid validating models when creating a deployment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DisableSchemaValidation"?: Input<boolean>;
    /** Specifies whether to rollback the API creation when a warning is encountered. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FailOnWarnings"?: Input<boolean>;
    /** The IP address types that can invoke the API. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "IpAddressType"?: Input<string>;
    /** The name of the API. */
    "Name"?: Input<string>;
    /** The API protocol. A change replaces the resource. */
    "ProtocolType"?: Input<string>;
    /** This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RouteKey"?: Input<string>;
    /** The route selection expression for the API. Default: `"$request.method $request.path"`. */
    "RouteSelectionExpression"?: Input<string>;
    "Tags"?: Input<Record<string, string>>;
    /** This property is part of quick create. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Target"?: Input<string>;
    /** A version identifier for the API. */
    "Version"?: Input<string>;
  }

  /** `aws:apigatewayv2:Api`: The `AWS::ApiGatewayV2::Api` resource creates an API. */
  export class Api extends Resource {
    constructor(name: string, args: ApiArgs = {}, opts?: ResourceOptions) {
      super("aws:apigatewayv2:Api", name, args, opts);
    }

    /** Output `ApiEndpoint`. */
    get apiEndpoint(): Output<string> {
      return this.output("ApiEndpoint");
    }

    /** Output `ApiId`. */
    get apiId(): Output<string> {
      return this.output("ApiId");
    }

    /** Output `ExecuteApiArn`. */
    get executeApiArn(): Output<string> {
      return this.output("ExecuteApiArn");
    }
  }

  /** `ResponseParameters.*.ResponseParameters[*]` of `aws:apigatewayv2:Integration`. */
  export interface IntegrationResponseParametersValueResponseParametersItem {
    "Destination"?: Input<string>;
    "Source"?: Input<string>;
  }

  /** `ResponseParameters.*` of `aws:apigatewayv2:Integration`. */
  export interface IntegrationResponseParametersValue {
    "ResponseParameters"?: Input<IntegrationResponseParametersValueResponseParametersItem[]>;
  }

  /** `TlsConfig` of `aws:apigatewayv2:Integration`. The TLS configuration for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface IntegrationTlsConfig {
    "ServerNameToVerify"?: Input<string>;
  }

  /** The inputs of `aws:apigatewayv2:Integration`. */
  export interface IntegrationArgs {
    /** The API identifier. Required. A change replaces the resource. */
    "ApiId": Input<string>;
    /** The ID of the VPC link for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ConnectionId"?: Input<string>;
    /** The type of the network connection to the integration endpoint. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ConnectionType"?: Input<string>;
    /** Supported only for WebSocket APIs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ContentHandlingStrategy"?: Input<string>;
    /** Specifies the credentials required for the integration, if any. */
    "CredentialsArn"?: Input<string>;
    /** The description of the integration. */
    "Description"?: Input<string>;
    /** Specifies the integration's HTTP method type. */
    "IntegrationMethod"?: Input<string>;
    /** Supported only for HTTP API AWS_PROXY integrations. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "IntegrationSubtype"?: Input<string>;
    /** The integration type of an integration. Required. */
    "IntegrationType": Input<string>;
    /** For a Lambda integration, specify the URI of a Lambda function. */
    "IntegrationUri"?: Input<string>;
    /** Specifies the pass-through behavior for incoming requests based on the Content-Type header in the request, and the available mapping templates specified as the… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PassthroughBehavior"?: Input<string>;
    /** Specifies the format of the payload sent to an integration. */
    "PayloadFormatVersion"?: Input<string>;
    /** A key-value map specifying parameters. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RequestParameters"?: Input<Record<string, string>>;
    /** A map of Velocity templates that are applied on the request payload based on the value of the Content-Type header sent by the client. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RequestTemplates"?: Input<Record<string, string>>;
    /** Parameters that transform the HTTP response from a backend integration before returning the response to clients. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ResponseParameters"?: Input<Record<string, IntegrationResponseParametersValue>>;
    /** The template selection expression for the integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TemplateSelectionExpression"?: Input<string>;
    /** Custom timeout between 50 and 29000 milliseconds for WebSocket APIs and between 50 and 30000 milliseconds for HTTP APIs. Default: `30000`. */
    "TimeoutInMillis"?: Input<number>;
    /** The TLS configuration for a private integration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TlsConfig"?: Input<IntegrationTlsConfig>;
  }

  /** `aws:apigatewayv2:Integration`: Resource Type definition for AWS::ApiGatewayV2::Integration */
  export class Integration extends Resource {
    constructor(name: string, args: IntegrationArgs, opts?: ResourceOptions) {
      super("aws:apigatewayv2:Integration", name, args, opts);
    }

    /** Output `ApiId`. */
    get apiId(): Output<string> {
      return this.output("ApiId");
    }

    /** Output `IntegrationId`. */
    get integrationId(): Output<string> {
      return this.output("IntegrationId");
    }
  }

  /** The inputs of `aws:apigatewayv2:Route`. */
  export interface RouteArgs {
    /** The API identifier. Required. A change replaces the resource. */
    "ApiId": Input<string>;
    /** Specifies whether an API key is required for the route. Default: `false`. */
    "ApiKeyRequired"?: Input<boolean>;
    /** The authorization scopes supported by this route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AuthorizationScopes"?: Input<string[]>;
    /** The authorization type for the route. Default: `"NONE"`. */
    "AuthorizationType"?: Input<string>;
    /** The identifier of the `Authorizer` resource to be associated with this route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AuthorizerId"?: Input<string>;
    /** The model selection expression for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ModelSelectionExpression"?: Input<string>;
    /** The operation name for the route. */
    "OperationName"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RequestModels"?: Input<unknown>;
    /** The request parameters for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RequestParameters"?: Input<Record<string, unknown>>;
    /** The route key for the route. Required. */
    "RouteKey": Input<string>;
    /** The route response selection expression for the route. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RouteResponseSelectionExpression"?: Input<string>;
    /** The target for the route. */
    "Target"?: Input<string>;
  }

  /** `aws:apigatewayv2:Route`: The `AWS::ApiGatewayV2::Route` resource creates a route for an API. */
  export class Route extends Resource {
    constructor(name: string, args: RouteArgs, opts?: ResourceOptions) {
      super("aws:apigatewayv2:Route", name, args, opts);
    }

    /** Output `ApiId`. */
    get apiId(): Output<string> {
      return this.output("ApiId");
    }

    /** Output `RouteId`. */
    get routeId(): Output<string> {
      return this.output("RouteId");
    }
  }

  /** `AccessLogSettings` of `aws:apigatewayv2:Stage`. Settings for logging access in this stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface StageAccessLogSettings {
    "DestinationArn"?: Input<string>;
    "Format"?: Input<string>;
  }

  /** `DefaultRouteSettings` of `aws:apigatewayv2:Stage`. The default route settings for the stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface StageDefaultRouteSettings {
    "DataTraceEnabled"?: Input<boolean>;
    "DetailedMetricsEnabled"?: Input<boolean>;
    "LoggingLevel"?: Input<string>;
    "ThrottlingBurstLimit"?: Input<number>;
    "ThrottlingRateLimit"?: Input<number>;
  }

  /** The inputs of `aws:apigatewayv2:Stage`. */
  export interface StageArgs {
    /** Settings for logging access in this stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AccessLogSettings"?: Input<StageAccessLogSettings>;
    /** The API identifier. Required. A change replaces the resource. */
    "ApiId": Input<string>;
    /** Specifies whether updates to an API automatically trigger a new deployment. Default: `false`. */
    "AutoDeploy"?: Input<boolean>;
    /** The identifier of a client certificate for a Stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ClientCertificateId"?: Input<string>;
    /** The default route settings for the stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DefaultRouteSettings"?: Input<StageDefaultRouteSettings>;
    /** The deployment identifier for the API stage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeploymentId"?: Input<string>;
    /** The description for the API stage. */
    "Description"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RouteSettings"?: Input<unknown>;
    /** The stage name. Required. A change replaces the resource. */
    "StageName": Input<string>;
    "StageVariables"?: Input<unknown>;
    "Tags"?: Input<Record<string, string>>;
  }

  /** `aws:apigatewayv2:Stage`: Resource Type definition for AWS::ApiGatewayV2::Stage */
  export class Stage extends Resource {
    constructor(name: string, args: StageArgs, opts?: ResourceOptions) {
      super("aws:apigatewayv2:Stage", name, args, opts);
    }

    /** Output `ApiId`. */
    get apiId(): Output<string> {
      return this.output("ApiId");
    }

    /** Output `StageName`. */
    get stageName(): Output<string> {
      return this.output("StageName");
    }
  }
}

/** `aws:certificatemanager:*` resources. */
export namespace certificatemanager {

  /** The values `CertificateExport` of `aws:certificatemanager:Certificate` may take. Specifies whether the certificate can be exported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type CertificateCertificateExport = "ENABLED" | "DISABLED";

  /** The values `CertificateTransparencyLoggingPreference` of `aws:certificatemanager:Certificate` may take. You can opt out of certificate transparency logging by specifying the DISABLED option. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type CertificateCertificateTransparencyLoggingPreference = "ENABLED" | "DISABLED";

  /** `DomainValidationOptions[*]` of `aws:certificatemanager:Certificate`. */
  export interface CertificateDomainValidationOptionsItem {
    "DomainName"?: Input<string>;
    "HostedZoneId"?: Input<string>;
    "ValidationDomain"?: Input<string>;
  }

  /** `Tags[*]` of `aws:certificatemanager:Certificate`. */
  export interface CertificateTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:certificatemanager:Certificate`. */
  export interface CertificateArgs {
    /** The Amazon Resource Name (ARN) of the private certificate authority (CA) that will be used to issue the certificate. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "CertificateAuthorityArn"?: Input<string>;
    /** Specifies whether the certificate can be exported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "CertificateExport"?: Input<CertificateCertificateExport>;
    /** You can opt out of certificate transparency logging by specifying the DISABLED option. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CertificateTransparencyLoggingPreference"?: Input<CertificateCertificateTransparencyLoggingPreference>;
    /** The fully qualified domain name (FQDN), such as www.example.com, with which you want to secure an ACM certificate. Required. A change replaces the resource. */
    "DomainName": Input<string>;
    /** Domain information that domain name registrars use to verify your identity. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "DomainValidationOptions"?: Input<CertificateDomainValidationOptionsItem[]>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Id"?: Input<unknown>;
    /** Specifies the algorithm of the public and private key pair that your certificate uses to encrypt data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "KeyAlgorithm"?: Input<string>;
    /** Additional FQDNs to be included in the Subject Alternative Name extension of the ACM certificate. A change replaces the resource. */
    "SubjectAlternativeNames"?: Input<string[]>;
    /** Key-value pairs that can identify the certificate. */
    "Tags"?: Input<CertificateTagsItem[]>;
    /** The method you want to use to validate that you own or control the domain associated with a public certificate. */
    "ValidationMethod"?: Input<string>;
  }

  /** `aws:certificatemanager:Certificate`: Resource Type definition for AWS::CertificateManager::Certificate */
  export class Certificate extends Resource {
    constructor(name: string, args: CertificateArgs, opts?: ResourceOptions) {
      super("aws:certificatemanager:Certificate", name, args, opts);
    }

    /** Output `CertificateArn`. */
    get certificateArn(): Output<string> {
      return this.output("CertificateArn");
    }

    /** PENDING_VALIDATION, ISSUED, FAILED…, as ACM said at the last read. */
    get status(): Output<string> {
      return this.output("Status");
    }

    /** The DNS records that validate the certificate (ValidationMethod DNS), one per domain: make each (a Route 53 record set), then wait with an aws:certificatemanager:CertificateValidation. */
    get validationRecords(): Output<Record<string, unknown>[]> {
      return this.output("ValidationRecords");
    }
  }

  /** The inputs of `aws:certificatemanager:CertificateValidation`. */
  export interface CertificateValidationArgs {
    /** The certificate to wait for. Required. A change replaces the resource. */
    "CertificateArn": Input<string>;
    /** How long to wait for the certificate to be issued (8 when not given). */
    "TimeoutMinutes"?: Input<number>;
    /** The names of the validation records the program made (the Name of each record set): each must be one of the certificate's ValidationRecords, and the wait depends on them. A change replaces the resource. */
    "ValidationRecordFqdns"?: Input<string[]>;
  }

  /** `aws:certificatemanager:CertificateValidation`: Waits until an ACM certificate is issued, its DNS validation records made (Strata's own type, as Terraform's aws_acm_certificate_validation; nothing in AWS: deleting it deletes nothing). The wait is one provider call: past 10 minutes, raise `timeout` under [providers.aws] in Strata.toml as well as TimeoutMinutes. */
  export class CertificateValidation extends Resource {
    constructor(name: string, args: CertificateValidationArgs, opts?: ResourceOptions) {
      super("aws:certificatemanager:CertificateValidation", name, args, opts);
    }

    /** Output `CertificateArn`. */
    get certificateArn(): Output<string> {
      return this.output("CertificateArn");
    }

    /** Output `Status`. */
    get status(): Output<string> {
      return this.output("Status");
    }
  }
}

/** `aws:cloudfront:*` resources. */
export namespace cloudfront {

  /** `DistributionConfig.CacheBehaviors[*].ForwardedValues` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigCacheBehaviorsItemForwardedValues {
    "Cookies"?: Input<Record<string, unknown>>;
    "Headers"?: Input<string[]>;
    /** Required. */
    "QueryString": Input<boolean>;
    "QueryStringCacheKeys"?: Input<string[]>;
  }

  /** `DistributionConfig.CacheBehaviors[*].FunctionAssociations[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigCacheBehaviorsItemFunctionAssociationsItem {
    "EventType"?: Input<string>;
    "FunctionARN"?: Input<string>;
  }

  /** `DistributionConfig.CacheBehaviors[*].GrpcConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigCacheBehaviorsItemGrpcConfig {
    /** Required. */
    "Enabled": Input<boolean>;
  }

  /** `DistributionConfig.CacheBehaviors[*].LambdaFunctionAssociations[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigCacheBehaviorsItemLambdaFunctionAssociationsItem {
    "EventType"?: Input<string>;
    "IncludeBody"?: Input<boolean>;
    "LambdaFunctionARN"?: Input<string>;
  }

  /** `DistributionConfig.CacheBehaviors[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigCacheBehaviorsItem {
    "AllowedMethods"?: Input<string[]>;
    "CachePolicyId"?: Input<string>;
    "CachedMethods"?: Input<string[]>;
    /** Default: `false`. */
    "Compress"?: Input<boolean>;
    /** Default: `86400`. */
    "DefaultTTL"?: Input<number>;
    /** Default: `""`. */
    "FieldLevelEncryptionId"?: Input<string>;
    "ForwardedValues"?: Input<DistributionDistributionConfigCacheBehaviorsItemForwardedValues>;
    "FunctionAssociations"?: Input<DistributionDistributionConfigCacheBehaviorsItemFunctionAssociationsItem[]>;
    "GrpcConfig"?: Input<DistributionDistributionConfigCacheBehaviorsItemGrpcConfig>;
    "LambdaFunctionAssociations"?: Input<DistributionDistributionConfigCacheBehaviorsItemLambdaFunctionAssociationsItem[]>;
    /** Default: `31536000`. */
    "MaxTTL"?: Input<number>;
    /** Default: `0`. */
    "MinTTL"?: Input<number>;
    "OriginRequestPolicyId"?: Input<string>;
    /** Required. */
    "PathPattern": Input<string>;
    "RealtimeLogConfigArn"?: Input<string>;
    "ResponseHeadersPolicyId"?: Input<string>;
    /** Default: `false`. */
    "SmoothStreaming"?: Input<boolean>;
    /** Required. */
    "TargetOriginId": Input<string>;
    "TrustedKeyGroups"?: Input<string[]>;
    "TrustedSigners"?: Input<string[]>;
    /** Required. */
    "ViewerProtocolPolicy": Input<string>;
  }

  /** `DistributionConfig.CacheTagConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigCacheTagConfig {
    /** Required. */
    "HeaderName": Input<string>;
  }

  /** `DistributionConfig.ConnectionFunctionAssociation` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigConnectionFunctionAssociation {
    /** Required. */
    "Id": Input<string>;
  }

  /** The values `DistributionConfig.ConnectionMode` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigConnectionMode = "direct" | "tenant-only";

  /** `DistributionConfig.CustomErrorResponses[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigCustomErrorResponsesItem {
    /** Default: `300`. */
    "ErrorCachingMinTTL"?: Input<number>;
    /** Required. */
    "ErrorCode": Input<number>;
    "ResponseCode"?: Input<number>;
    "ResponsePagePath"?: Input<string>;
  }

  /** `DistributionConfig.CustomOrigin` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigCustomOrigin {
    /** Required. */
    "DNSName": Input<string>;
    /** Default: `80`. */
    "HTTPPort"?: Input<number>;
    /** Default: `443`. */
    "HTTPSPort"?: Input<number>;
    /** Required. */
    "OriginProtocolPolicy": Input<string>;
    /** Required. */
    "OriginSSLProtocols": Input<string[]>;
  }

  /** `DistributionConfig.DefaultCacheBehavior.ForwardedValues.Cookies` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigDefaultCacheBehaviorForwardedValuesCookies {
    /** Required. */
    "Forward": Input<string>;
    "WhitelistedNames"?: Input<string[]>;
  }

  /** `DistributionConfig.DefaultCacheBehavior.ForwardedValues` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigDefaultCacheBehaviorForwardedValues {
    "Cookies"?: Input<DistributionDistributionConfigDefaultCacheBehaviorForwardedValuesCookies>;
    "Headers"?: Input<string[]>;
    /** Required. */
    "QueryString": Input<boolean>;
    "QueryStringCacheKeys"?: Input<string[]>;
  }

  /** `DistributionConfig.DefaultCacheBehavior.FunctionAssociations[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigDefaultCacheBehaviorFunctionAssociationsItem {
    "EventType"?: Input<string>;
    "FunctionARN"?: Input<string>;
  }

  /** `DistributionConfig.DefaultCacheBehavior.GrpcConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigDefaultCacheBehaviorGrpcConfig {
    /** Required. */
    "Enabled": Input<boolean>;
  }

  /** `DistributionConfig.DefaultCacheBehavior.LambdaFunctionAssociations[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigDefaultCacheBehaviorLambdaFunctionAssociationsItem {
    "EventType"?: Input<string>;
    "IncludeBody"?: Input<boolean>;
    "LambdaFunctionARN"?: Input<string>;
  }

  /** The values `DistributionConfig.DefaultCacheBehavior.ViewerProtocolPolicy` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigDefaultCacheBehaviorViewerProtocolPolicy = "allow-all" | "https-only" | "redirect-to-https";

  /** `DistributionConfig.DefaultCacheBehavior` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigDefaultCacheBehavior {
    "AllowedMethods"?: Input<string[]>;
    /** Default: `""`. */
    "CachePolicyId"?: Input<string>;
    "CachedMethods"?: Input<string[]>;
    /** Default: `false`. */
    "Compress"?: Input<boolean>;
    /** Default: `86400`. */
    "DefaultTTL"?: Input<number>;
    /** Default: `""`. */
    "FieldLevelEncryptionId"?: Input<string>;
    "ForwardedValues"?: Input<DistributionDistributionConfigDefaultCacheBehaviorForwardedValues>;
    "FunctionAssociations"?: Input<DistributionDistributionConfigDefaultCacheBehaviorFunctionAssociationsItem[]>;
    "GrpcConfig"?: Input<DistributionDistributionConfigDefaultCacheBehaviorGrpcConfig>;
    "LambdaFunctionAssociations"?: Input<DistributionDistributionConfigDefaultCacheBehaviorLambdaFunctionAssociationsItem[]>;
    /** Default: `31536000`. */
    "MaxTTL"?: Input<number>;
    /** Default: `0`. */
    "MinTTL"?: Input<number>;
    /** Default: `""`. */
    "OriginRequestPolicyId"?: Input<string>;
    /** Default: `""`. */
    "RealtimeLogConfigArn"?: Input<string>;
    /** Default: `""`. */
    "ResponseHeadersPolicyId"?: Input<string>;
    /** Default: `false`. */
    "SmoothStreaming"?: Input<boolean>;
    /** Required. */
    "TargetOriginId": Input<string>;
    "TrustedKeyGroups"?: Input<string[]>;
    "TrustedSigners"?: Input<string[]>;
    /** Required. */
    "ViewerProtocolPolicy": Input<DistributionDistributionConfigDefaultCacheBehaviorViewerProtocolPolicy>;
  }

  /** The values `DistributionConfig.HttpVersion` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigHttpVersion = "http1.1" | "http2" | "http2and3" | "http3";

  /** `DistributionConfig.Logging` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigLogging {
    "Bucket"?: Input<string>;
    /** Default: `false`. */
    "IncludeCookies"?: Input<boolean>;
    /** Default: `""`. */
    "Prefix"?: Input<string>;
  }

  /** The values `DistributionConfig.OriginGroups.Items[*].SelectionCriteria` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigOriginGroupsItemsItemSelectionCriteria = "default" | "media-quality-based";

  /** `DistributionConfig.OriginGroups.Items[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigOriginGroupsItemsItem {
    /** Required. */
    "FailoverCriteria": Input<Record<string, unknown>>;
    /** Required. */
    "Id": Input<string>;
    /** Required. */
    "Members": Input<Record<string, unknown>>;
    "SelectionCriteria"?: Input<DistributionDistributionConfigOriginGroupsItemsItemSelectionCriteria>;
  }

  /** `DistributionConfig.OriginGroups` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigOriginGroups {
    "Items"?: Input<DistributionDistributionConfigOriginGroupsItemsItem[]>;
    /** Required. */
    "Quantity": Input<number>;
  }

  /** The values `DistributionConfig.Origins[*].CustomOriginConfig.IpAddressType` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigOriginsItemCustomOriginConfigIpAddressType = "ipv4" | "ipv6" | "dualstack";

  /** `DistributionConfig.Origins[*].CustomOriginConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigOriginsItemCustomOriginConfig {
    /** Default: `80`. */
    "HTTPPort"?: Input<number>;
    /** Default: `443`. */
    "HTTPSPort"?: Input<number>;
    "IpAddressType"?: Input<DistributionDistributionConfigOriginsItemCustomOriginConfigIpAddressType>;
    /** Default: `5`. */
    "OriginKeepaliveTimeout"?: Input<number>;
    "OriginMtlsConfig"?: Input<Record<string, unknown>>;
    /** Required. */
    "OriginProtocolPolicy": Input<string>;
    /** Default: `30`. */
    "OriginReadTimeout"?: Input<number>;
    "OriginSSLProtocols"?: Input<string[]>;
  }

  /** `DistributionConfig.Origins[*].OriginCustomHeaders[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigOriginsItemOriginCustomHeadersItem {
    /** Required. */
    "HeaderName": Input<string>;
    /** Required. */
    "HeaderValue": Input<string>;
  }

  /** `DistributionConfig.Origins[*].OriginShield` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigOriginsItemOriginShield {
    "Enabled"?: Input<boolean>;
    "OriginShieldRegion"?: Input<string>;
  }

  /** `DistributionConfig.Origins[*].S3OriginConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigOriginsItemS3OriginConfig {
    /** Default: `""`. */
    "OriginAccessIdentity"?: Input<string>;
    /** Default: `30`. */
    "OriginReadTimeout"?: Input<number>;
  }

  /** `DistributionConfig.Origins[*].VpcOriginConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigOriginsItemVpcOriginConfig {
    /** Default: `5`. */
    "OriginKeepaliveTimeout"?: Input<number>;
    /** Default: `30`. */
    "OriginReadTimeout"?: Input<number>;
    "OwnerAccountId"?: Input<string>;
    /** Required. */
    "VpcOriginId": Input<string>;
  }

  /** `DistributionConfig.Origins[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigOriginsItem {
    "ConnectionAttempts"?: Input<number>;
    "ConnectionTimeout"?: Input<number>;
    "CustomOriginConfig"?: Input<DistributionDistributionConfigOriginsItemCustomOriginConfig>;
    /** Required. */
    "DomainName": Input<string>;
    /** Required. */
    "Id": Input<string>;
    "OriginAccessControlId"?: Input<string>;
    "OriginCustomHeaders"?: Input<DistributionDistributionConfigOriginsItemOriginCustomHeadersItem[]>;
    /** Default: `""`. */
    "OriginPath"?: Input<string>;
    "OriginShield"?: Input<DistributionDistributionConfigOriginsItemOriginShield>;
    "ResponseCompletionTimeout"?: Input<number>;
    "S3OriginConfig"?: Input<DistributionDistributionConfigOriginsItemS3OriginConfig>;
    "VpcOriginConfig"?: Input<DistributionDistributionConfigOriginsItemVpcOriginConfig>;
  }

  /** The values `DistributionConfig.PriceClass` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigPriceClass = "None" | "PriceClass_100" | "PriceClass_200" | "PriceClass_All";

  /** The values `DistributionConfig.Restrictions.GeoRestriction.Locations[*]` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigRestrictionsGeoRestrictionLocationsItem = "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";

  /** The values `DistributionConfig.Restrictions.GeoRestriction.RestrictionType` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigRestrictionsGeoRestrictionRestrictionType = "blacklist" | "none" | "whitelist";

  /** `DistributionConfig.Restrictions.GeoRestriction` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigRestrictionsGeoRestriction {
    "Locations"?: Input<DistributionDistributionConfigRestrictionsGeoRestrictionLocationsItem[]>;
    /** Required. */
    "RestrictionType": Input<DistributionDistributionConfigRestrictionsGeoRestrictionRestrictionType>;
  }

  /** `DistributionConfig.Restrictions` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigRestrictions {
    /** Required. */
    "GeoRestriction": Input<DistributionDistributionConfigRestrictionsGeoRestriction>;
  }

  /** `DistributionConfig.S3Origin` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigS3Origin {
    /** Required. */
    "DNSName": Input<string>;
    /** Default: `""`. */
    "OriginAccessIdentity"?: Input<string>;
  }

  /** `DistributionConfig.TenantConfig.ParameterDefinitions[*].Definition.StringSchema` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinitionStringSchema {
    "Comment"?: Input<string>;
    "DefaultValue"?: Input<string>;
    /** Required. */
    "Required": Input<boolean>;
  }

  /** `DistributionConfig.TenantConfig.ParameterDefinitions[*].Definition` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinition {
    "StringSchema"?: Input<DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinitionStringSchema>;
  }

  /** `DistributionConfig.TenantConfig.ParameterDefinitions[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigTenantConfigParameterDefinitionsItem {
    /** Required. */
    "Definition": Input<DistributionDistributionConfigTenantConfigParameterDefinitionsItemDefinition>;
    /** Required. */
    "Name": Input<string>;
  }

  /** `DistributionConfig.TenantConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigTenantConfig {
    "ParameterDefinitions"?: Input<DistributionDistributionConfigTenantConfigParameterDefinitionsItem[]>;
  }

  /** The values `DistributionConfig.ViewerCertificate.MinimumProtocolVersion` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigViewerCertificateMinimumProtocolVersion = "SSLv3" | "TLSv1" | "TLSv1.1_2016" | "TLSv1.2_2018" | "TLSv1.2_2019" | "TLSv1.2_2021" | "TLSv1.2_2025" | "TLSv1.3_2025" | "TLSv1_2016";

  /** The values `DistributionConfig.ViewerCertificate.SslSupportMethod` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigViewerCertificateSslSupportMethod = "sni-only" | "static-ip" | "vip";

  /** `DistributionConfig.ViewerCertificate` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigViewerCertificate {
    "AcmCertificateArn"?: Input<string>;
    "CloudFrontDefaultCertificate"?: Input<boolean>;
    "IamCertificateId"?: Input<string>;
    "MinimumProtocolVersion"?: Input<DistributionDistributionConfigViewerCertificateMinimumProtocolVersion>;
    "SslSupportMethod"?: Input<DistributionDistributionConfigViewerCertificateSslSupportMethod>;
  }

  /** The values `DistributionConfig.ViewerMtlsConfig.Mode` of `aws:cloudfront:Distribution` may take. */
  export type DistributionDistributionConfigViewerMtlsConfigMode = "required" | "optional" | "passthrough";

  /** `DistributionConfig.ViewerMtlsConfig.TrustStoreConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigViewerMtlsConfigTrustStoreConfig {
    "AdvertiseTrustStoreCaNames"?: Input<boolean>;
    "IgnoreCertificateExpiry"?: Input<boolean>;
    /** Required. */
    "TrustStoreId": Input<string>;
  }

  /** `DistributionConfig.ViewerMtlsConfig` of `aws:cloudfront:Distribution`. */
  export interface DistributionDistributionConfigViewerMtlsConfig {
    /** Default: `"required"`. */
    "Mode"?: Input<DistributionDistributionConfigViewerMtlsConfigMode>;
    "TrustStoreConfig"?: Input<DistributionDistributionConfigViewerMtlsConfigTrustStoreConfig>;
  }

  /** `DistributionConfig` of `aws:cloudfront:Distribution`. {"Enabled": true, "Comment"?, "DefaultRootObject"?, "Aliases"?: [NAME], "PriceClass"?, "Origins": [{"Id", "DomainName", "OriginPath"?, "CustomOriginConfig"?: {"OriginProtocolPolicy": "http-only" | "https-only" | "match-viewer", "HTTPPort"?, "HTTPSPort"?} | "S3OriginConfig"?: {"OriginAccessIdentity"?}}], "DefaultCacheBehavior": {"TargetOriginId", "ViewerProtocolPolicy": "allow-all" | "redirect-to-https" | "https-only", "CachePolicyId"? (default CachingOptimized), "Compress"?}} */
  export interface DistributionDistributionConfig {
    "Aliases"?: Input<string[]>;
    "AnycastIpListId"?: Input<string>;
    "CNAMEs"?: Input<string[]>;
    "CacheBehaviors"?: Input<DistributionDistributionConfigCacheBehaviorsItem[]>;
    "CacheTagConfig"?: Input<DistributionDistributionConfigCacheTagConfig>;
    /** Default: `""`. */
    "Comment"?: Input<string>;
    "ConnectionFunctionAssociation"?: Input<DistributionDistributionConfigConnectionFunctionAssociation>;
    "ConnectionMode"?: Input<DistributionDistributionConfigConnectionMode>;
    "ContinuousDeploymentPolicyId"?: Input<string>;
    "CustomErrorResponses"?: Input<DistributionDistributionConfigCustomErrorResponsesItem[]>;
    "CustomOrigin"?: Input<DistributionDistributionConfigCustomOrigin>;
    /** Required. */
    "DefaultCacheBehavior": Input<DistributionDistributionConfigDefaultCacheBehavior>;
    /** Default: `""`. */
    "DefaultRootObject"?: Input<string>;
    /** Required. */
    "Enabled": Input<boolean>;
    /** Default: `"http1.1"`. */
    "HttpVersion"?: Input<DistributionDistributionConfigHttpVersion>;
    "IPV6Enabled"?: Input<boolean>;
    "Logging"?: Input<DistributionDistributionConfigLogging>;
    "OriginGroups"?: Input<DistributionDistributionConfigOriginGroups>;
    "Origins"?: Input<DistributionDistributionConfigOriginsItem[]>;
    /** Default: `"PriceClass_All"`. */
    "PriceClass"?: Input<DistributionDistributionConfigPriceClass>;
    "Restrictions"?: Input<DistributionDistributionConfigRestrictions>;
    "S3Origin"?: Input<DistributionDistributionConfigS3Origin>;
    "Staging"?: Input<boolean>;
    "TenantConfig"?: Input<DistributionDistributionConfigTenantConfig>;
    "ViewerCertificate"?: Input<DistributionDistributionConfigViewerCertificate>;
    "ViewerMtlsConfig"?: Input<DistributionDistributionConfigViewerMtlsConfig>;
    /** Default: `""`. */
    "WebACLId"?: Input<string>;
  }

  /** `Tags[*]` of `aws:cloudfront:Distribution`. */
  export interface DistributionTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:cloudfront:Distribution`. */
  export interface DistributionArgs {
    /** Strata's: what identifies the distribution's creation, chosen in check from the resource's name (CloudFormation chooses its own). An interrupted create is found by it. A change replaces the resource. */
    "CallerReference"?: Input<string>;
    /** {"Enabled": true, "Comment"?, "DefaultRootObject"?, "Aliases"?: [NAME], "PriceClass"?, "Origins": [{"Id", "DomainName", "OriginPath"?, "CustomOriginConfig"?: {"OriginProtocolPolicy": "http-only" | "https-only" | "match-viewer", "HTTPPort"?, "HTTPSPort"?} | "S3OriginConfig"?: {"OriginAccessIdentity"?}}], "DefaultCacheBehavior": {"TargetOriginId", "ViewerProtocolPolicy": "allow-all" | "redirect-to-https" | "https-only", "CachePolicyId"? (default CachingOptimized), "Compress"?}}. Required. */
    "DistributionConfig": Input<DistributionDistributionConfig>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<DistributionTagsItem[]>;
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

/** `aws:cloudwatch:*` resources. */
export namespace cloudwatch {

  /** `ActionConfiguration.AlarmTagsPropagation` of `aws:cloudwatch:Alarm`. */
  export interface AlarmActionConfigurationAlarmTagsPropagation {
    /** Required. */
    "Enabled": Input<boolean>;
    "ExcludedTagKeys"?: Input<string[]>;
    "IncludedTagKeys"?: Input<string[]>;
  }

  /** `ActionConfiguration` of `aws:cloudwatch:Alarm`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface AlarmActionConfiguration {
    "AlarmTagsPropagation"?: Input<AlarmActionConfigurationAlarmTagsPropagation>;
  }

  /** The values `ComparisonOperator` of `aws:cloudwatch:Alarm` may take. The arithmetic operation to use when comparing the specified statistic and threshold. */
  export type AlarmComparisonOperator = "GreaterThanOrEqualToThreshold" | "GreaterThanThreshold" | "GreaterThanUpperThreshold" | "LessThanLowerOrGreaterThanUpperThreshold" | "LessThanLowerThreshold" | "LessThanOrEqualToThreshold" | "LessThanThreshold";

  /** `Dimensions[*]` of `aws:cloudwatch:Alarm`. */
  export interface AlarmDimensionsItem {
    /** Required. */
    "Name": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** `EvaluationCriteria.PromQLCriteria` of `aws:cloudwatch:Alarm`. */
  export interface AlarmEvaluationCriteriaPromQLCriteria {
    "PendingPeriod"?: Input<number>;
    "Query"?: Input<string>;
    "RecoveryPeriod"?: Input<number>;
  }

  /** `EvaluationCriteria` of `aws:cloudwatch:Alarm`. The evaluation criteria for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface AlarmEvaluationCriteria {
    "PromQLCriteria"?: Input<AlarmEvaluationCriteriaPromQLCriteria>;
  }

  /** `EvaluationWindow.WallClockWindow` of `aws:cloudwatch:Alarm`. */
  export interface AlarmEvaluationWindowWallClockWindow {
    "Timezone"?: Input<string>;
  }

  /** `EvaluationWindow` of `aws:cloudwatch:Alarm`. The evaluation window that the alarm uses to select the range of metric data that it evaluates. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface AlarmEvaluationWindow {
    "SlidingWindow"?: Input<Record<string, unknown>>;
    "WallClockWindow"?: Input<AlarmEvaluationWindowWallClockWindow>;
  }

  /** `Metrics[*].MetricStat.Metric` of `aws:cloudwatch:Alarm`. */
  export interface AlarmMetricsItemMetricStatMetric {
    "Dimensions"?: Input<Record<string, unknown>[]>;
    "MetricName"?: Input<string>;
    "Namespace"?: Input<string>;
  }

  /** The values `Metrics[*].MetricStat.Unit` of `aws:cloudwatch:Alarm` may take. */
  export type AlarmMetricsItemMetricStatUnit = "Bits" | "Bits/Second" | "Bytes" | "Bytes/Second" | "Count" | "Count/Second" | "Gigabits" | "Gigabits/Second" | "Gigabytes" | "Gigabytes/Second" | "Kilobits" | "Kilobits/Second" | "Kilobytes" | "Kilobytes/Second" | "Megabits" | "Megabits/Second" | "Megabytes" | "Megabytes/Second" | "Microseconds" | "Milliseconds" | "None" | "Percent" | "Seconds" | "Terabits" | "Terabits/Second" | "Terabytes" | "Terabytes/Second";

  /** `Metrics[*].MetricStat` of `aws:cloudwatch:Alarm`. */
  export interface AlarmMetricsItemMetricStat {
    /** Required. */
    "Metric": Input<AlarmMetricsItemMetricStatMetric>;
    /** Required. */
    "Period": Input<number>;
    /** Required. */
    "Stat": Input<string>;
    "Unit"?: Input<AlarmMetricsItemMetricStatUnit>;
  }

  /** `Metrics[*]` of `aws:cloudwatch:Alarm`. */
  export interface AlarmMetricsItem {
    "AccountId"?: Input<string>;
    "Expression"?: Input<string>;
    /** Required. */
    "Id": Input<string>;
    "Label"?: Input<string>;
    "MetricStat"?: Input<AlarmMetricsItemMetricStat>;
    "Period"?: Input<number>;
    "ReturnData"?: Input<boolean>;
  }

  /** The values `Statistic` of `aws:cloudwatch:Alarm` may take. The statistic for the metric associated with the alarm, other than percentile. */
  export type AlarmStatistic = "Average" | "Maximum" | "Minimum" | "SampleCount" | "Sum";

  /** `Tags[*]` of `aws:cloudwatch:Alarm`. */
  export interface AlarmTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The values `TreatMissingData` of `aws:cloudwatch:Alarm` may take. Sets how this alarm is to handle missing data points. */
  export type AlarmTreatMissingData = "breaching" | "ignore" | "missing" | "notBreaching";

  /** The values `Unit` of `aws:cloudwatch:Alarm` may take. The unit of the metric associated with the alarm. */
  export type AlarmUnit = "Bits" | "Bits/Second" | "Bytes" | "Bytes/Second" | "Count" | "Count/Second" | "Gigabits" | "Gigabits/Second" | "Gigabytes" | "Gigabytes/Second" | "Kilobits" | "Kilobits/Second" | "Kilobytes" | "Kilobytes/Second" | "Megabits" | "Megabits/Second" | "Megabytes" | "Megabytes/Second" | "Microseconds" | "Milliseconds" | "None" | "Percent" | "Seconds" | "Terabits" | "Terabits/Second" | "Terabytes" | "Terabytes/Second";

  /** `WarmUpConfiguration` of `aws:cloudwatch:Alarm`. The warm-up configuration for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface AlarmWarmUpConfiguration {
    "OnlyStartEvaluatingAfterWarmUpPeriodEnds"?: Input<boolean>;
    "WarmUpPeriodDurationInMinutes"?: Input<number>;
  }

  /** The inputs of `aws:cloudwatch:Alarm`. */
  export interface AlarmArgs {
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ActionConfiguration"?: Input<AlarmActionConfiguration>;
    /** Indicates whether actions should be executed during any changes to the alarm state. Default: `true`. */
    "ActionsEnabled"?: Input<boolean>;
    /** The list of actions to execute when this alarm transitions into an ALARM state from any other state. */
    "AlarmActions"?: Input<string[]>;
    /** The description of the alarm. */
    "AlarmDescription"?: Input<string>;
    /** The name of the alarm. A change replaces the resource. */
    "AlarmName"?: Input<string>;
    /** The arithmetic operation to use when comparing the specified statistic and threshold. */
    "ComparisonOperator"?: Input<AlarmComparisonOperator>;
    /** The number of datapoints that must be breaching to trigger the alarm. */
    "DatapointsToAlarm"?: Input<number>;
    /** The dimensions for the metric associated with the alarm. */
    "Dimensions"?: Input<AlarmDimensionsItem[]>;
    /** Used only for alarms based on percentiles. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EvaluateLowSampleCountPercentile"?: Input<string>;
    /** The evaluation criteria for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EvaluationCriteria"?: Input<AlarmEvaluationCriteria>;
    /** The frequency, in seconds, at which the alarm is evaluated. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EvaluationInterval"?: Input<number>;
    /** The number of periods over which data is compared to the specified threshold. */
    "EvaluationPeriods"?: Input<number>;
    /** The evaluation window that the alarm uses to select the range of metric data that it evaluates. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EvaluationWindow"?: Input<AlarmEvaluationWindow>;
    /** The percentile statistic for the metric associated with the alarm. */
    "ExtendedStatistic"?: Input<string>;
    /** The actions to execute when this alarm transitions to the `INSUFFICIENT_DATA` state from any other state. */
    "InsufficientDataActions"?: Input<string[]>;
    /** The name of the metric associated with the alarm. */
    "MetricName"?: Input<string>;
    /** An array that enables you to create an alarm based on the result of a metric math expression. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Metrics"?: Input<AlarmMetricsItem[]>;
    /** The namespace of the metric associated with the alarm. */
    "Namespace"?: Input<string>;
    /** The actions to execute when this alarm transitions to the `OK` state from any other state. */
    "OKActions"?: Input<string[]>;
    /** The period, in seconds, over which the statistic is applied. */
    "Period"?: Input<number>;
    /** The statistic for the metric associated with the alarm, other than percentile. */
    "Statistic"?: Input<AlarmStatistic>;
    /** A list of key-value pairs to associate with the alarm. */
    "Tags"?: Input<AlarmTagsItem[]>;
    /** The value to compare with the specified statistic. */
    "Threshold"?: Input<number>;
    /** In an alarm based on an anomaly detection model, this is the ID of the `ANOMALY_DETECTION_BAND` function used as the threshold for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ThresholdMetricId"?: Input<string>;
    /** Sets how this alarm is to handle missing data points. Default: `"missing"`. */
    "TreatMissingData"?: Input<AlarmTreatMissingData>;
    /** The unit of the metric associated with the alarm. */
    "Unit"?: Input<AlarmUnit>;
    /** The warm-up configuration for the alarm. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "WarmUpConfiguration"?: Input<AlarmWarmUpConfiguration>;
  }

  /** `aws:cloudwatch:Alarm`: The `AWS::CloudWatch::Alarm` type specifies an alarm and associates it with the specified metric or metric math expression. */
  export class Alarm extends Resource {
    constructor(name: string, args: AlarmArgs = {}, opts?: ResourceOptions) {
      super("aws:cloudwatch:Alarm", name, args, opts);
    }

    /** Output `AlarmName`. */
    get alarmName(): Output<string> {
      return this.output("AlarmName");
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }
  }
}

/** `aws:dynamodb:*` resources. */
export namespace dynamodb {

  /** `AttributeDefinitions[*]` of `aws:dynamodb:Table`. */
  export interface TableAttributeDefinitionsItem {
    /** Required. */
    "AttributeName": Input<string>;
    /** S, N or B. Required. */
    "AttributeType": Input<string>;
  }

  /** The values `BillingMode` of `aws:dynamodb:Table` may take. PAY_PER_REQUEST (default) or PROVISIONED */
  export type TableBillingMode = "PAY_PER_REQUEST" | "PROVISIONED";

  /** The values `ContributorInsightsSpecification.Mode` of `aws:dynamodb:Table` may take. */
  export type TableContributorInsightsSpecificationMode = "ACCESSED_AND_THROTTLED_KEYS" | "THROTTLED_KEYS";

  /** `ContributorInsightsSpecification` of `aws:dynamodb:Table`. The settings used to specify whether to enable CloudWatch Contributor Insights for the table and define which events to monitor. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TableContributorInsightsSpecification {
    /** Required. */
    "Enabled": Input<boolean>;
    "Mode"?: Input<TableContributorInsightsSpecificationMode>;
  }

  /** `GlobalSecondaryIndexes[*].KeySchema[*]` of `aws:dynamodb:Table`. */
  export interface TableGlobalSecondaryIndexesItemKeySchemaItem {
    /** Required. */
    "AttributeName": Input<string>;
    /** HASH or RANGE. Required. */
    "KeyType": Input<string>;
  }

  /** `GlobalSecondaryIndexes[*].Projection` of `aws:dynamodb:Table`. */
  export interface TableGlobalSecondaryIndexesItemProjection {
    "NonKeyAttributes"?: Input<string[]>;
    /** ALL, KEYS_ONLY or INCLUDE. */
    "ProjectionType"?: Input<string>;
  }

  /** `GlobalSecondaryIndexes[*].ProvisionedThroughput` of `aws:dynamodb:Table`. */
  export interface TableGlobalSecondaryIndexesItemProvisionedThroughput {
    /** Required. */
    "ReadCapacityUnits": Input<number>;
    /** Required. */
    "WriteCapacityUnits": Input<number>;
  }

  /** `GlobalSecondaryIndexes[*]` of `aws:dynamodb:Table`. */
  export interface TableGlobalSecondaryIndexesItem {
    /** Required. */
    "IndexName": Input<string>;
    "KeySchema"?: Input<TableGlobalSecondaryIndexesItemKeySchemaItem[]>;
    "Projection"?: Input<TableGlobalSecondaryIndexesItemProjection>;
    "ProvisionedThroughput"?: Input<TableGlobalSecondaryIndexesItemProvisionedThroughput>;
  }

  /** `ImportSourceSpecification.InputFormatOptions.Csv` of `aws:dynamodb:Table`. */
  export interface TableImportSourceSpecificationInputFormatOptionsCsv {
    "Delimiter"?: Input<string>;
    "HeaderList"?: Input<string[]>;
  }

  /** `ImportSourceSpecification.InputFormatOptions` of `aws:dynamodb:Table`. */
  export interface TableImportSourceSpecificationInputFormatOptions {
    "Csv"?: Input<TableImportSourceSpecificationInputFormatOptionsCsv>;
  }

  /** `ImportSourceSpecification.S3BucketSource` of `aws:dynamodb:Table`. */
  export interface TableImportSourceSpecificationS3BucketSource {
    /** Required. */
    "S3Bucket": Input<string>;
    "S3BucketOwner"?: Input<string>;
    "S3KeyPrefix"?: Input<string>;
  }

  /** `ImportSourceSpecification` of `aws:dynamodb:Table`. Specifies the properties of data being imported from the S3 bucket source to the" table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TableImportSourceSpecification {
    "InputCompressionType"?: Input<string>;
    /** Required. */
    "InputFormat": Input<string>;
    "InputFormatOptions"?: Input<TableImportSourceSpecificationInputFormatOptions>;
    /** Required. */
    "S3BucketSource": Input<TableImportSourceSpecificationS3BucketSource>;
  }

  /** `KeySchema[*]` of `aws:dynamodb:Table`. */
  export interface TableKeySchemaItem {
    /** Required. */
    "AttributeName": Input<string>;
    /** HASH or RANGE. Required. */
    "KeyType": Input<string>;
  }

  /** The values `KinesisStreamSpecification.ApproximateCreationDateTimePrecision` of `aws:dynamodb:Table` may take. */
  export type TableKinesisStreamSpecificationApproximateCreationDateTimePrecision = "MICROSECOND" | "MILLISECOND";

  /** `KinesisStreamSpecification` of `aws:dynamodb:Table`. The Kinesis Data Streams configuration for the specified table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TableKinesisStreamSpecification {
    "ApproximateCreationDateTimePrecision"?: Input<TableKinesisStreamSpecificationApproximateCreationDateTimePrecision>;
    /** Required. */
    "StreamArn": Input<string>;
  }

  /** `LocalSecondaryIndexes[*].KeySchema[*]` of `aws:dynamodb:Table`. */
  export interface TableLocalSecondaryIndexesItemKeySchemaItem {
    /** Required. */
    "AttributeName": Input<string>;
    /** Required. */
    "KeyType": Input<string>;
  }

  /** The values `LocalSecondaryIndexes[*].Projection.ProjectionType` of `aws:dynamodb:Table` may take. */
  export type TableLocalSecondaryIndexesItemProjectionProjectionType = "ALL" | "INCLUDE" | "KEYS_ONLY";

  /** `LocalSecondaryIndexes[*].Projection` of `aws:dynamodb:Table`. */
  export interface TableLocalSecondaryIndexesItemProjection {
    "NonKeyAttributes"?: Input<string[]>;
    "ProjectionType"?: Input<TableLocalSecondaryIndexesItemProjectionProjectionType>;
  }

  /** `LocalSecondaryIndexes[*]` of `aws:dynamodb:Table`. */
  export interface TableLocalSecondaryIndexesItem {
    /** Required. */
    "IndexName": Input<string>;
    /** Required. */
    "KeySchema": Input<TableLocalSecondaryIndexesItemKeySchemaItem[]>;
    /** Required. */
    "Projection": Input<TableLocalSecondaryIndexesItemProjection>;
  }

  /** `OnDemandThroughput` of `aws:dynamodb:Table`. Sets the maximum number of read and write units for the specified on-demand table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TableOnDemandThroughput {
    "MaxReadRequestUnits"?: Input<number>;
    "MaxWriteRequestUnits"?: Input<number>;
  }

  /** `PointInTimeRecoverySpecification` of `aws:dynamodb:Table`. The settings used to enable point in time recovery. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TablePointInTimeRecoverySpecification {
    "PointInTimeRecoveryEnabled"?: Input<boolean>;
    "RecoveryPeriodInDays"?: Input<number>;
  }

  /** `ProvisionedThroughput` of `aws:dynamodb:Table`. {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED */
  export interface TableProvisionedThroughput {
    /** Required. */
    "ReadCapacityUnits": Input<number>;
    /** Required. */
    "WriteCapacityUnits": Input<number>;
  }

  /** `ResourcePolicy` of `aws:dynamodb:Table`. An AWS resource-based policy document in JSON format that will be attached to the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TableResourcePolicy {
    /** Required. */
    "PolicyDocument": Input<unknown>;
  }

  /** The values `SSESpecification.SSEType` of `aws:dynamodb:Table` may take. */
  export type TableSSESpecificationSSEType = "KMS";

  /** `SSESpecification` of `aws:dynamodb:Table`. Specifies the settings to enable server-side encryption. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TableSSESpecification {
    "KMSMasterKeyId"?: Input<string>;
    /** Required. */
    "SSEEnabled": Input<boolean>;
    "SSEType"?: Input<TableSSESpecificationSSEType>;
  }

  /** The values `StreamSpecification.StreamViewType` of `aws:dynamodb:Table` may take. */
  export type TableStreamSpecificationStreamViewType = "KEYS_ONLY" | "NEW_IMAGE" | "OLD_IMAGE" | "NEW_AND_OLD_IMAGES";

  /** `StreamSpecification` of `aws:dynamodb:Table`. {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn) */
  export interface TableStreamSpecification {
    /** Required. */
    "StreamViewType": Input<TableStreamSpecificationStreamViewType>;
  }

  /** The values `TableClass` of `aws:dynamodb:Table` may take. The table class of the new table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type TableTableClass = "STANDARD" | "STANDARD_INFREQUENT_ACCESS";

  /** `Tags[*]` of `aws:dynamodb:Table`. */
  export interface TableTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** `TimeToLiveSpecification` of `aws:dynamodb:Table`. {"AttributeName": N, "Enabled": true} */
  export interface TableTimeToLiveSpecification {
    "AttributeName"?: Input<string>;
    /** Required. */
    "Enabled": Input<boolean>;
  }

  /** The values `VectorIndexes[*].DistanceFunction` of `aws:dynamodb:Table` may take. */
  export type TableVectorIndexesItemDistanceFunction = "COSINE" | "DOT_PRODUCT" | "EUCLIDEAN";

  /** The values `VectorIndexes[*].Projection.ProjectionType` of `aws:dynamodb:Table` may take. */
  export type TableVectorIndexesItemProjectionProjectionType = "ALL" | "INCLUDE" | "KEYS_ONLY";

  /** `VectorIndexes[*].Projection` of `aws:dynamodb:Table`. */
  export interface TableVectorIndexesItemProjection {
    "NonKeyAttributes"?: Input<string[]>;
    "ProjectionType"?: Input<TableVectorIndexesItemProjectionProjectionType>;
  }

  /** The values `VectorIndexes[*].SearchSchema[*].SearchSchemaElementType` of `aws:dynamodb:Table` may take. */
  export type TableVectorIndexesItemSearchSchemaItemSearchSchemaElementType = "HASH" | "INLINE_FILTER";

  /** `VectorIndexes[*].SearchSchema[*]` of `aws:dynamodb:Table`. */
  export interface TableVectorIndexesItemSearchSchemaItem {
    /** Required. */
    "AttributeName": Input<string>;
    /** Required. */
    "SearchSchemaElementType": Input<TableVectorIndexesItemSearchSchemaItemSearchSchemaElementType>;
  }

  /** `VectorIndexes[*].VectorAttribute` of `aws:dynamodb:Table`. */
  export interface TableVectorIndexesItemVectorAttribute {
    /** Required. */
    "AttributeName": Input<string>;
  }

  /** `VectorIndexes[*]` of `aws:dynamodb:Table`. */
  export interface TableVectorIndexesItem {
    /** Required. */
    "Dimensions": Input<number>;
    /** Required. */
    "DistanceFunction": Input<TableVectorIndexesItemDistanceFunction>;
    /** Required. */
    "IndexName": Input<string>;
    /** Required. */
    "Projection": Input<TableVectorIndexesItemProjection>;
    "SearchSchema"?: Input<TableVectorIndexesItemSearchSchemaItem[]>;
    /** Required. */
    "VectorAttribute": Input<TableVectorIndexesItemVectorAttribute>;
  }

  /** `WarmThroughput` of `aws:dynamodb:Table`. Represents the warm throughput (in read units per second and write units per second) for creating a table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TableWarmThroughput {
    "ReadUnitsPerSecond"?: Input<number>;
    "WriteUnitsPerSecond"?: Input<number>;
  }

  /** The inputs of `aws:dynamodb:Table`. */
  export interface TableArgs {
    /** [{"AttributeName": N, "AttributeType": "S" | "N" | "B"}]. Required. */
    "AttributeDefinitions": Input<TableAttributeDefinitionsItem[]>;
    /** PAY_PER_REQUEST (default) or PROVISIONED. Default: `"PAY_PER_REQUEST"`. */
    "BillingMode"?: Input<TableBillingMode>;
    /** The settings used to specify whether to enable CloudWatch Contributor Insights for the table and define which events to monitor. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ContributorInsightsSpecification"?: Input<TableContributorInsightsSpecification>;
    /** Determines if a table is protected from deletion. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeletionProtectionEnabled"?: Input<boolean>;
    /** [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again). */
    "GlobalSecondaryIndexes"?: Input<TableGlobalSecondaryIndexesItem[]>;
    /** Specifies the properties of data being imported from the S3 bucket source to the" table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "ImportSourceSpecification"?: Input<TableImportSourceSpecification>;
    /** [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]. Required. A change replaces the resource. */
    "KeySchema": Input<TableKeySchemaItem[]>;
    /** The Kinesis Data Streams configuration for the specified table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "KinesisStreamSpecification"?: Input<TableKinesisStreamSpecification>;
    /** Local secondary indexes to be created on the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LocalSecondaryIndexes"?: Input<TableLocalSecondaryIndexesItem[]>;
    /** Sets the maximum number of read and write units for the specified on-demand table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "OnDemandThroughput"?: Input<TableOnDemandThroughput>;
    /** The settings used to enable point in time recovery. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PointInTimeRecoverySpecification"?: Input<TablePointInTimeRecoverySpecification>;
    /** {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED. */
    "ProvisionedThroughput"?: Input<TableProvisionedThroughput>;
    /** An AWS resource-based policy document in JSON format that will be attached to the table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ResourcePolicy"?: Input<TableResourcePolicy>;
    /** Specifies the settings to enable server-side encryption. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SSESpecification"?: Input<TableSSESpecification>;
    /** {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn). */
    "StreamSpecification"?: Input<TableStreamSpecification>;
    /** The table class of the new table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TableClass"?: Input<TableTableClass>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "TableName"?: Input<string>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<TableTagsItem[]>;
    /** {"AttributeName": N, "Enabled": true}. */
    "TimeToLiveSpecification"?: Input<TableTimeToLiveSpecification>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "VectorIndexes"?: Input<TableVectorIndexesItem[]>;
    /** Represents the warm throughput (in read units per second and write units per second) for creating a table. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "WarmThroughput"?: Input<TableWarmThroughput>;
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

    /** Only with a StreamSpecification. */
    get streamArn(): Output<string> {
      return this.output("StreamArn");
    }

    /** Output `TableName`. */
    get tableName(): Output<string> {
      return this.output("TableName");
    }
  }
}

/** `aws:ec2:*` resources. */
export namespace ec2 {

  /** `Tags[*]` of `aws:ec2:InternetGateway`. */
  export interface InternetGatewayTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:ec2:InternetGateway`. */
  export interface InternetGatewayArgs {
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<InternetGatewayTagsItem[]>;
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
    /** The ID of the carrier gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CarrierGatewayId"?: Input<string>;
    /** The Amazon Resource Name (ARN) of the core network. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CoreNetworkArn"?: Input<string>;
    /** Required. A change replaces the resource. */
    "DestinationCidrBlock": Input<string>;
    /** The IPv6 CIDR block used for the destination match. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "DestinationIpv6CidrBlock"?: Input<string>;
    /** The ID of a prefix list used for the destination match. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "DestinationPrefixListId"?: Input<string>;
    /** [IPv6 traffic only] The ID of an egress-only internet gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EgressOnlyInternetGatewayId"?: Input<string>;
    /** Required. */
    "GatewayId": Input<string>;
    /** The ID of a NAT instance in your VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "InstanceId"?: Input<string>;
    /** The ID of the local gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LocalGatewayId"?: Input<string>;
    /** [IPv4 traffic only] The ID of a NAT gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "NatGatewayId"?: Input<string>;
    /** The ID of a network interface. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "NetworkInterfaceId"?: Input<string>;
    /** The Amazon Resource Name (ARN) of the ODB network. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "OdbNetworkArn"?: Input<string>;
    /** Required. A change replaces the resource. */
    "RouteTableId": Input<string>;
    /** The ID of a transit gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TransitGatewayId"?: Input<string>;
    /** The ID of a VPC endpoint. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "VpcEndpointId"?: Input<string>;
    /** The ID of a VPC peering connection. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "VpcPeeringConnectionId"?: Input<string>;
  }

  /** `aws:ec2:Route`: A route in a route table (AWS::EC2::Route), to an internet gateway. */
  export class Route extends Resource {
    constructor(name: string, args: RouteArgs, opts?: ResourceOptions) {
      super("aws:ec2:Route", name, args, opts);
    }

    /** Its destination (DestinationCidrBlock). */
    get cidrBlock(): Output<string> {
      return this.output("CidrBlock");
    }
  }

  /** `Tags[*]` of `aws:ec2:RouteTable`. */
  export interface RouteTableTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:ec2:RouteTable`. */
  export interface RouteTableArgs {
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<RouteTableTagsItem[]>;
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

  /** `SecurityGroupEgress[*]` of `aws:ec2:SecurityGroup`. */
  export interface SecurityGroupSecurityGroupEgressItem {
    "CidrIp"?: Input<string>;
    "CidrIpv6"?: Input<string>;
    "Description"?: Input<string>;
    "DestinationPrefixListId"?: Input<string>;
    "DestinationSecurityGroupId"?: Input<string>;
    "FromPort"?: Input<number>;
    /** Required. */
    "IpProtocol": Input<string>;
    "ToPort"?: Input<number>;
  }

  /** `SecurityGroupIngress[*]` of `aws:ec2:SecurityGroup`. */
  export interface SecurityGroupSecurityGroupIngressItem {
    "CidrIp"?: Input<string>;
    "CidrIpv6"?: Input<string>;
    "Description"?: Input<string>;
    "FromPort"?: Input<number>;
    /** Required. */
    "IpProtocol": Input<string>;
    "SourcePrefixListId"?: Input<string>;
    "SourceSecurityGroupId"?: Input<string>;
    "SourceSecurityGroupName"?: Input<string>;
    "SourceSecurityGroupOwnerId"?: Input<string>;
    "ToPort"?: Input<number>;
  }

  /** `Tags[*]` of `aws:ec2:SecurityGroup`. */
  export interface SecurityGroupTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:ec2:SecurityGroup`. */
  export interface SecurityGroupArgs {
    /** Required. A change replaces the resource. */
    "GroupDescription": Input<string>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "GroupName"?: Input<string>;
    /** As SecurityGroupIngress (IpProtocol "-1": all traffic); replaces the default rule, which allows all traffic out. */
    "SecurityGroupEgress"?: Input<SecurityGroupSecurityGroupEgressItem[]>;
    /** [{"IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIp": "0.0.0.0/0"}]. */
    "SecurityGroupIngress"?: Input<SecurityGroupSecurityGroupIngressItem[]>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<SecurityGroupTagsItem[]>;
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

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }
  }

  /** `PrivateDnsNameOptionsOnLaunch` of `aws:ec2:Subnet`. The hostname type for EC2 instances launched into this subnet and how DNS A and AAAA record queries to the instances should be handled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface SubnetPrivateDnsNameOptionsOnLaunch {
    "EnableResourceNameDnsAAAARecord"?: Input<boolean>;
    "EnableResourceNameDnsARecord"?: Input<boolean>;
    "HostnameType"?: Input<string>;
  }

  /** `Tags[*]` of `aws:ec2:Subnet`. */
  export interface SubnetTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:ec2:Subnet`. */
  export interface SubnetArgs {
    /** Indicates whether a network interface created in this subnet receives an IPv6 address. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AssignIpv6AddressOnCreation"?: Input<boolean>;
    /** A change replaces the resource. */
    "AvailabilityZone"?: Input<string>;
    /** The AZ ID of the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "AvailabilityZoneId"?: Input<string>;
    /** Required. A change replaces the resource. */
    "CidrBlock": Input<string>;
    /** Indicates whether DNS queries made to the Amazon-provided DNS Resolver in this subnet should return synthetic IPv6 addresses for IPv4-only destinations. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnableDns64"?: Input<boolean>;
    /** Indicates the device position for local network interfaces in this subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnableLniAtDeviceIndex"?: Input<number>;
    /** An IPv4 IPAM pool ID for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Ipv4IpamPoolId"?: Input<string>;
    /** An IPv4 netmask length for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Ipv4NetmaskLength"?: Input<number>;
    /** The IPv6 CIDR block. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Ipv6CidrBlock"?: Input<string>;
    /** An IPv6 IPAM pool ID for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Ipv6IpamPoolId"?: Input<string>;
    /** Indicates whether this is an IPv6 only subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Ipv6Native"?: Input<boolean>;
    /** An IPv6 netmask length for the subnet. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Ipv6NetmaskLength"?: Input<number>;
    "MapPublicIpOnLaunch"?: Input<boolean>;
    /** The Amazon Resource Name (ARN) of the Outpost. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "OutpostArn"?: Input<string>;
    /** The hostname type for EC2 instances launched into this subnet and how DNS A and AAAA record queries to the instances should be handled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PrivateDnsNameOptionsOnLaunch"?: Input<SubnetPrivateDnsNameOptionsOnLaunch>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<SubnetTagsItem[]>;
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

    /** Output `Ipv6CidrBlocks`. */
    get ipv6CidrBlocks(): Output<unknown[]> {
      return this.output("Ipv6CidrBlocks");
    }

    /** Output `NetworkAclAssociationId`. */
    get networkAclAssociationId(): Output<string> {
      return this.output("NetworkAclAssociationId");
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

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }
  }

  /** The values `InstanceTenancy` of `aws:ec2:VPC` may take. The allowed tenancy of instances launched into the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type VPCInstanceTenancy = "dedicated" | "default" | "host";

  /** `Tags[*]` of `aws:ec2:VPC`. */
  export interface VPCTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The values `VpcEncryptionControl.EgressOnlyInternetGatewayExclusion` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlEgressOnlyInternetGatewayExclusion = "enable" | "disable";

  /** The values `VpcEncryptionControl.ElasticFileSystemExclusion` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlElasticFileSystemExclusion = "enable" | "disable";

  /** The values `VpcEncryptionControl.InternetGatewayExclusion` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlInternetGatewayExclusion = "enable" | "disable";

  /** The values `VpcEncryptionControl.LambdaExclusion` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlLambdaExclusion = "enable" | "disable";

  /** The values `VpcEncryptionControl.Mode` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlMode = "monitor" | "enforce";

  /** The values `VpcEncryptionControl.NatGatewayExclusion` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlNatGatewayExclusion = "enable" | "disable";

  /** `VpcEncryptionControl.ResourceExclusions.EgressOnlyInternetGateway` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusionsEgressOnlyInternetGateway {
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
  }

  /** `VpcEncryptionControl.ResourceExclusions.ElasticFileSystem` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusionsElasticFileSystem {
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
  }

  /** `VpcEncryptionControl.ResourceExclusions.InternetGateway` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusionsInternetGateway {
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
  }

  /** `VpcEncryptionControl.ResourceExclusions.Lambda` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusionsLambda {
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
  }

  /** `VpcEncryptionControl.ResourceExclusions.NatGateway` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusionsNatGateway {
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
  }

  /** `VpcEncryptionControl.ResourceExclusions.VirtualPrivateGateway` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusionsVirtualPrivateGateway {
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
  }

  /** `VpcEncryptionControl.ResourceExclusions.VpcLattice` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusionsVpcLattice {
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
  }

  /** `VpcEncryptionControl.ResourceExclusions.VpcPeering` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusionsVpcPeering {
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
  }

  /** `VpcEncryptionControl.ResourceExclusions` of `aws:ec2:VPC`. */
  export interface VPCVpcEncryptionControlResourceExclusions {
    "EgressOnlyInternetGateway"?: Input<VPCVpcEncryptionControlResourceExclusionsEgressOnlyInternetGateway>;
    "ElasticFileSystem"?: Input<VPCVpcEncryptionControlResourceExclusionsElasticFileSystem>;
    "InternetGateway"?: Input<VPCVpcEncryptionControlResourceExclusionsInternetGateway>;
    "Lambda"?: Input<VPCVpcEncryptionControlResourceExclusionsLambda>;
    "NatGateway"?: Input<VPCVpcEncryptionControlResourceExclusionsNatGateway>;
    "VirtualPrivateGateway"?: Input<VPCVpcEncryptionControlResourceExclusionsVirtualPrivateGateway>;
    "VpcLattice"?: Input<VPCVpcEncryptionControlResourceExclusionsVpcLattice>;
    "VpcPeering"?: Input<VPCVpcEncryptionControlResourceExclusionsVpcPeering>;
  }

  /** The values `VpcEncryptionControl.VirtualPrivateGatewayExclusion` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlVirtualPrivateGatewayExclusion = "enable" | "disable";

  /** The values `VpcEncryptionControl.VpcLatticeExclusion` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlVpcLatticeExclusion = "enable" | "disable";

  /** The values `VpcEncryptionControl.VpcPeeringExclusion` of `aws:ec2:VPC` may take. */
  export type VPCVpcEncryptionControlVpcPeeringExclusion = "enable" | "disable";

  /** `VpcEncryptionControl` of `aws:ec2:VPC`. Describes the configuration and state of VPC encryption controls. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface VPCVpcEncryptionControl {
    "EgressOnlyInternetGatewayExclusion"?: Input<VPCVpcEncryptionControlEgressOnlyInternetGatewayExclusion>;
    "ElasticFileSystemExclusion"?: Input<VPCVpcEncryptionControlElasticFileSystemExclusion>;
    "InternetGatewayExclusion"?: Input<VPCVpcEncryptionControlInternetGatewayExclusion>;
    "LambdaExclusion"?: Input<VPCVpcEncryptionControlLambdaExclusion>;
    "Mode"?: Input<VPCVpcEncryptionControlMode>;
    "NatGatewayExclusion"?: Input<VPCVpcEncryptionControlNatGatewayExclusion>;
    "ResourceExclusions"?: Input<VPCVpcEncryptionControlResourceExclusions>;
    "State"?: Input<string>;
    "StateMessage"?: Input<string>;
    "VirtualPrivateGatewayExclusion"?: Input<VPCVpcEncryptionControlVirtualPrivateGatewayExclusion>;
    "VpcEncryptionControlId"?: Input<string>;
    "VpcId"?: Input<string>;
    "VpcLatticeExclusion"?: Input<VPCVpcEncryptionControlVpcLatticeExclusion>;
    "VpcPeeringExclusion"?: Input<VPCVpcEncryptionControlVpcPeeringExclusion>;
  }

  /** The inputs of `aws:ec2:VPC`. */
  export interface VPCArgs {
    /** Required. A change replaces the resource. */
    "CidrBlock": Input<string>;
    /** Default: `false`. */
    "EnableDnsHostnames"?: Input<boolean>;
    /** Default: `true`. */
    "EnableDnsSupport"?: Input<boolean>;
    /** The allowed tenancy of instances launched into the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "InstanceTenancy"?: Input<VPCInstanceTenancy>;
    /** The ID of an IPv4 IPAM pool you want to use for allocating this VPC's CIDR. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Ipv4IpamPoolId"?: Input<string>;
    /** The netmask length of the IPv4 CIDR you want to allocate to this VPC from an Amazon VPC IP Address Manager (IPAM) pool. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Ipv4NetmaskLength"?: Input<number>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<VPCTagsItem[]>;
    /** Describes the configuration and state of VPC encryption controls. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "VpcEncryptionControl"?: Input<VPCVpcEncryptionControl>;
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

    /** Output `CidrBlockAssociations`. */
    get cidrBlockAssociations(): Output<unknown[]> {
      return this.output("CidrBlockAssociations");
    }

    /** Output `DefaultNetworkAcl`. */
    get defaultNetworkAcl(): Output<string> {
      return this.output("DefaultNetworkAcl");
    }

    /** Output `DefaultSecurityGroup`. */
    get defaultSecurityGroup(): Output<string> {
      return this.output("DefaultSecurityGroup");
    }

    /** Output `Ipv6CidrBlocks`. */
    get ipv6CidrBlocks(): Output<unknown[]> {
      return this.output("Ipv6CidrBlocks");
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
    /** The ID of the virtual private gateway. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "VpnGatewayId"?: Input<string>;
  }

  /** `aws:ec2:VPCGatewayAttachment`: An internet gateway attached to a VPC (AWS::EC2::VPCGatewayAttachment). */
  export class VPCGatewayAttachment extends Resource {
    constructor(name: string, args: VPCGatewayAttachmentArgs, opts?: ResourceOptions) {
      super("aws:ec2:VPCGatewayAttachment", name, args, opts);
    }
  }
}

/** `aws:ecr:*` resources. */
export namespace ecr {

  /** The values `EncryptionConfiguration.EncryptionType` of `aws:ecr:Repository` may take. */
  export type RepositoryEncryptionConfigurationEncryptionType = "AES256" | "KMS" | "KMS_DSSE";

  /** `EncryptionConfiguration` of `aws:ecr:Repository`. The encryption configuration for the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface RepositoryEncryptionConfiguration {
    /** Required. */
    "EncryptionType": Input<RepositoryEncryptionConfigurationEncryptionType>;
    "KmsKey"?: Input<string>;
  }

  /** `ImageScanningConfiguration` of `aws:ecr:Repository`. The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level. */
  export interface RepositoryImageScanningConfiguration {
    "ScanOnPush"?: Input<boolean>;
  }

  /** The values `ImageTagMutability` of `aws:ecr:Repository` may take. The tag mutability setting for the repository. */
  export type RepositoryImageTagMutability = "MUTABLE" | "IMMUTABLE" | "MUTABLE_WITH_EXCLUSION" | "IMMUTABLE_WITH_EXCLUSION";

  /** The values `ImageTagMutabilityExclusionFilters[*].ImageTagMutabilityExclusionFilterType` of `aws:ecr:Repository` may take. */
  export type RepositoryImageTagMutabilityExclusionFiltersItemImageTagMutabilityExclusionFilterType = "WILDCARD";

  /** `ImageTagMutabilityExclusionFilters[*]` of `aws:ecr:Repository`. */
  export interface RepositoryImageTagMutabilityExclusionFiltersItem {
    /** Required. */
    "ImageTagMutabilityExclusionFilterType": Input<RepositoryImageTagMutabilityExclusionFiltersItemImageTagMutabilityExclusionFilterType>;
    /** Required. */
    "ImageTagMutabilityExclusionFilterValue": Input<string>;
  }

  /** `LifecyclePolicy` of `aws:ecr:Repository`. Creates or updates a lifecycle policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface RepositoryLifecyclePolicy {
    "LifecyclePolicyText"?: Input<string>;
    "RegistryId"?: Input<string>;
  }

  /** `Tags[*]` of `aws:ecr:Repository`. */
  export interface RepositoryTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:ecr:Repository`. */
  export interface RepositoryArgs {
    /** If true, deleting the repository force deletes the contents of the repository. */
    "EmptyOnDelete"?: Input<boolean>;
    /** The encryption configuration for the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "EncryptionConfiguration"?: Input<RepositoryEncryptionConfiguration>;
    /** The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level. Default: `{"ScanOnPush":false}`. */
    "ImageScanningConfiguration"?: Input<RepositoryImageScanningConfiguration>;
    /** The tag mutability setting for the repository. Default: `"MUTABLE"`. */
    "ImageTagMutability"?: Input<RepositoryImageTagMutability>;
    /** A list of filters that specify which image tags are excluded from the repository's image tag mutability setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ImageTagMutabilityExclusionFilters"?: Input<RepositoryImageTagMutabilityExclusionFiltersItem[]>;
    /** Creates or updates a lifecycle policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LifecyclePolicy"?: Input<RepositoryLifecyclePolicy>;
    /** The name to use for the repository. A change replaces the resource. */
    "RepositoryName"?: Input<string>;
    /** The JSON repository policy text to apply to the repository. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RepositoryPolicyText"?: Input<unknown>;
    /** An array of key-value pairs to apply to this resource. */
    "Tags"?: Input<RepositoryTagsItem[]>;
  }

  /** `aws:ecr:Repository`: The `AWS::ECR::Repository` resource specifies an Amazon Elastic Container Registry (Amazon ECR) repository, where users can push and pull Docker images, Open C… */
  export class Repository extends Resource {
    constructor(name: string, args: RepositoryArgs = {}, opts?: ResourceOptions) {
      super("aws:ecr:Repository", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `RepositoryName`. */
    get repositoryName(): Output<string> {
      return this.output("RepositoryName");
    }

    /** Output `RepositoryUri`. */
    get repositoryUri(): Output<string> {
      return this.output("RepositoryUri");
    }
  }
}

/** `aws:ecs:*` resources. */
export namespace ecs {

  /** `ClusterSettings[*]` of `aws:ecs:Cluster`. */
  export interface ClusterClusterSettingsItem {
    "Name"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** `Configuration.ExecuteCommandConfiguration.LogConfiguration` of `aws:ecs:Cluster`. */
  export interface ClusterConfigurationExecuteCommandConfigurationLogConfiguration {
    "CloudWatchEncryptionEnabled"?: Input<boolean>;
    "CloudWatchLogGroupName"?: Input<string>;
    "S3BucketName"?: Input<string>;
    "S3EncryptionEnabled"?: Input<boolean>;
    "S3KeyPrefix"?: Input<string>;
  }

  /** The values `Configuration.ExecuteCommandConfiguration.Logging` of `aws:ecs:Cluster` may take. */
  export type ClusterConfigurationExecuteCommandConfigurationLogging = "DEFAULT" | "NONE" | "OVERRIDE";

  /** `Configuration.ExecuteCommandConfiguration` of `aws:ecs:Cluster`. */
  export interface ClusterConfigurationExecuteCommandConfiguration {
    "KmsKeyId"?: Input<string>;
    "LogConfiguration"?: Input<ClusterConfigurationExecuteCommandConfigurationLogConfiguration>;
    "Logging"?: Input<ClusterConfigurationExecuteCommandConfigurationLogging>;
  }

  /** `Configuration.ManagedStorageConfiguration` of `aws:ecs:Cluster`. */
  export interface ClusterConfigurationManagedStorageConfiguration {
    "FargateEphemeralStorageKmsKeyId"?: Input<string>;
    "KmsKeyId"?: Input<string>;
  }

  /** `Configuration` of `aws:ecs:Cluster`. The execute command and managed storage configuration for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ClusterConfiguration {
    "ExecuteCommandConfiguration"?: Input<ClusterConfigurationExecuteCommandConfiguration>;
    "ManagedStorageConfiguration"?: Input<ClusterConfigurationManagedStorageConfiguration>;
  }

  /** `DefaultCapacityProviderStrategy[*]` of `aws:ecs:Cluster`. */
  export interface ClusterDefaultCapacityProviderStrategyItem {
    "Base"?: Input<number>;
    "CapacityProvider"?: Input<string>;
    "Weight"?: Input<number>;
  }

  /** `ServiceConnectDefaults` of `aws:ecs:Cluster`. Use this parameter to set a default Service Connect namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ClusterServiceConnectDefaults {
    "Namespace"?: Input<string>;
  }

  /** `Tags[*]` of `aws:ecs:Cluster`. */
  export interface ClusterTagsItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:ecs:Cluster`. */
  export interface ClusterArgs {
    /** The short name of one or more capacity providers to associate with the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CapacityProviders"?: Input<string[]>;
    /** A user-generated string that you use to identify your cluster. A change replaces the resource. */
    "ClusterName"?: Input<string>;
    /** The settings to use when creating a cluster. Default: `[{"Name":"containerInsights","Value":"disabled"}]`. */
    "ClusterSettings"?: Input<ClusterClusterSettingsItem[]>;
    /** The execute command and managed storage configuration for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Configuration"?: Input<ClusterConfiguration>;
    /** The default capacity provider strategy for the cluster. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DefaultCapacityProviderStrategy"?: Input<ClusterDefaultCapacityProviderStrategyItem[]>;
    /** Use this parameter to set a default Service Connect namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ServiceConnectDefaults"?: Input<ClusterServiceConnectDefaults>;
    /** The metadata that you apply to the cluster to help you categorize and organize them. */
    "Tags"?: Input<ClusterTagsItem[]>;
  }

  /** `aws:ecs:Cluster`: The `AWS::ECS::Cluster` resource creates an Amazon Elastic Container Service (Amazon ECS) cluster. */
  export class Cluster extends Resource {
    constructor(name: string, args: ClusterArgs = {}, opts?: ResourceOptions) {
      super("aws:ecs:Cluster", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `ClusterName`. */
    get clusterName(): Output<string> {
      return this.output("ClusterName");
    }
  }

  /** The values `AvailabilityZoneRebalancing` of `aws:ecs:Service` may take. Indicates whether to use Availability Zone rebalancing for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type ServiceAvailabilityZoneRebalancing = "ENABLED" | "DISABLED";

  /** `CapacityProviderStrategy[*]` of `aws:ecs:Service`. */
  export interface ServiceCapacityProviderStrategyItem {
    "Base"?: Input<number>;
    "CapacityProvider"?: Input<string>;
    "Weight"?: Input<number>;
  }

  /** `DeploymentConfiguration.Alarms` of `aws:ecs:Service`. */
  export interface ServiceDeploymentConfigurationAlarms {
    /** Required. */
    "AlarmNames": Input<string[]>;
    /** Required. */
    "Enable": Input<boolean>;
    /** Required. */
    "Rollback": Input<boolean>;
  }

  /** `DeploymentConfiguration.CanaryConfiguration` of `aws:ecs:Service`. */
  export interface ServiceDeploymentConfigurationCanaryConfiguration {
    "CanaryBakeTimeInMinutes"?: Input<number>;
    "CanaryPercent"?: Input<number>;
  }

  /** The values `DeploymentConfiguration.DeploymentCircuitBreaker.ThresholdConfiguration.Type` of `aws:ecs:Service` may take. */
  export type ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfigurationType = "COUNT" | "BOUNDED_PERCENT" | "UNBOUNDED_PERCENT";

  /** `DeploymentConfiguration.DeploymentCircuitBreaker.ThresholdConfiguration` of `aws:ecs:Service`. */
  export interface ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfiguration {
    /** Required. */
    "Type": Input<ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfigurationType>;
    /** Required. */
    "Value": Input<number>;
  }

  /** `DeploymentConfiguration.DeploymentCircuitBreaker` of `aws:ecs:Service`. */
  export interface ServiceDeploymentConfigurationDeploymentCircuitBreaker {
    /** Required. */
    "Enable": Input<boolean>;
    "ResetOnHealthyTask"?: Input<boolean>;
    /** Required. */
    "Rollback": Input<boolean>;
    "ThresholdConfiguration"?: Input<ServiceDeploymentConfigurationDeploymentCircuitBreakerThresholdConfiguration>;
  }

  /** The values `DeploymentConfiguration.EarlySuccessCriteria.SourceServiceRevisionCleanup` of `aws:ecs:Service` may take. */
  export type ServiceDeploymentConfigurationEarlySuccessCriteriaSourceServiceRevisionCleanup = "BLOCKING" | "DEFERRED";

  /** `DeploymentConfiguration.EarlySuccessCriteria` of `aws:ecs:Service`. */
  export interface ServiceDeploymentConfigurationEarlySuccessCriteria {
    "Enable"?: Input<boolean>;
    "HealthyPercent"?: Input<number>;
    "SourceServiceRevisionCleanup"?: Input<ServiceDeploymentConfigurationEarlySuccessCriteriaSourceServiceRevisionCleanup>;
  }

  /** The values `DeploymentConfiguration.LifecycleHooks[*].LifecycleStages[*]` of `aws:ecs:Service` may take. */
  export type ServiceDeploymentConfigurationLifecycleHooksItemLifecycleStagesItem = "RECONCILE_SERVICE" | "PRE_SCALE_UP" | "POST_SCALE_UP" | "TEST_TRAFFIC_SHIFT" | "POST_TEST_TRAFFIC_SHIFT" | "PRE_PRODUCTION_TRAFFIC_SHIFT" | "PRODUCTION_TRAFFIC_SHIFT" | "POST_PRODUCTION_TRAFFIC_SHIFT";

  /** The values `DeploymentConfiguration.LifecycleHooks[*].TargetType` of `aws:ecs:Service` may take. */
  export type ServiceDeploymentConfigurationLifecycleHooksItemTargetType = "AWS_LAMBDA" | "PAUSE";

  /** The values `DeploymentConfiguration.LifecycleHooks[*].TimeoutConfiguration.Action` of `aws:ecs:Service` may take. */
  export type ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfigurationAction = "ROLLBACK" | "CONTINUE";

  /** `DeploymentConfiguration.LifecycleHooks[*].TimeoutConfiguration` of `aws:ecs:Service`. */
  export interface ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfiguration {
    "Action"?: Input<ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfigurationAction>;
    "TimeoutInMinutes"?: Input<number>;
  }

  /** `DeploymentConfiguration.LifecycleHooks[*]` of `aws:ecs:Service`. */
  export interface ServiceDeploymentConfigurationLifecycleHooksItem {
    "HookDetails"?: Input<unknown>;
    "HookTargetArn"?: Input<string>;
    /** Required. */
    "LifecycleStages": Input<ServiceDeploymentConfigurationLifecycleHooksItemLifecycleStagesItem[]>;
    "RoleArn"?: Input<string>;
    "TargetType"?: Input<ServiceDeploymentConfigurationLifecycleHooksItemTargetType>;
    "TimeoutConfiguration"?: Input<ServiceDeploymentConfigurationLifecycleHooksItemTimeoutConfiguration>;
  }

  /** `DeploymentConfiguration.LinearConfiguration` of `aws:ecs:Service`. */
  export interface ServiceDeploymentConfigurationLinearConfiguration {
    "StepBakeTimeInMinutes"?: Input<number>;
    "StepPercent"?: Input<number>;
  }

  /** The values `DeploymentConfiguration.Strategy` of `aws:ecs:Service` may take. */
  export type ServiceDeploymentConfigurationStrategy = "ROLLING" | "BLUE_GREEN" | "LINEAR" | "CANARY";

  /** `DeploymentConfiguration` of `aws:ecs:Service`. Optional deployment parameters that control how many tasks run during the deployment and the ordering of stopping and starting tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ServiceDeploymentConfiguration {
    "Alarms"?: Input<ServiceDeploymentConfigurationAlarms>;
    "BakeTimeInMinutes"?: Input<number>;
    "CanaryConfiguration"?: Input<ServiceDeploymentConfigurationCanaryConfiguration>;
    "DeploymentCircuitBreaker"?: Input<ServiceDeploymentConfigurationDeploymentCircuitBreaker>;
    "EarlySuccessCriteria"?: Input<ServiceDeploymentConfigurationEarlySuccessCriteria>;
    "LifecycleHooks"?: Input<ServiceDeploymentConfigurationLifecycleHooksItem[]>;
    "LinearConfiguration"?: Input<ServiceDeploymentConfigurationLinearConfiguration>;
    "MaximumPercent"?: Input<number>;
    "MinimumHealthyPercent"?: Input<number>;
    "Strategy"?: Input<ServiceDeploymentConfigurationStrategy>;
  }

  /** The values `DeploymentController.Type` of `aws:ecs:Service` may take. */
  export type ServiceDeploymentControllerType = "CODE_DEPLOY" | "ECS" | "EXTERNAL";

  /** `DeploymentController` of `aws:ecs:Service`. The deployment controller to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ServiceDeploymentController {
    "Type"?: Input<ServiceDeploymentControllerType>;
  }

  /** `ForceNewDeployment` of `aws:ecs:Service`. Determines whether to force a new deployment of the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ServiceForceNewDeployment {
    /** Required. */
    "EnableForceNewDeployment": Input<boolean>;
    "ForceNewDeploymentNonce"?: Input<string>;
  }

  /** The values `GatewayConnectors[*].Filters.AccessTypes[*]` of `aws:ecs:Service` may take. */
  export type ServiceGatewayConnectorsItemFiltersAccessTypesItem = "PUBLIC" | "PRIVATE";

  /** `GatewayConnectors[*].Filters` of `aws:ecs:Service`. */
  export interface ServiceGatewayConnectorsItemFilters {
    "AccessTypes"?: Input<ServiceGatewayConnectorsItemFiltersAccessTypesItem[]>;
  }

  /** The values `GatewayConnectors[*].HealthCheck.HealthCheckProtocol` of `aws:ecs:Service` may take. */
  export type ServiceGatewayConnectorsItemHealthCheckHealthCheckProtocol = "HTTP" | "HTTPS";

  /** `GatewayConnectors[*].HealthCheck.Matcher` of `aws:ecs:Service`. */
  export interface ServiceGatewayConnectorsItemHealthCheckMatcher {
    "GrpcCode"?: Input<string>;
    "HttpCode"?: Input<string>;
  }

  /** `GatewayConnectors[*].HealthCheck` of `aws:ecs:Service`. */
  export interface ServiceGatewayConnectorsItemHealthCheck {
    "HealthCheckIntervalSeconds"?: Input<number>;
    "HealthCheckPath"?: Input<string>;
    "HealthCheckPort"?: Input<number>;
    "HealthCheckProtocol"?: Input<ServiceGatewayConnectorsItemHealthCheckHealthCheckProtocol>;
    "HealthCheckTimeoutSeconds"?: Input<number>;
    "HealthyThresholdCount"?: Input<number>;
    "Matcher"?: Input<ServiceGatewayConnectorsItemHealthCheckMatcher>;
    "UnhealthyThresholdCount"?: Input<number>;
  }

  /** `GatewayConnectors[*]` of `aws:ecs:Service`. */
  export interface ServiceGatewayConnectorsItem {
    "Filters"?: Input<ServiceGatewayConnectorsItemFilters>;
    "HealthCheck"?: Input<ServiceGatewayConnectorsItemHealthCheck>;
    /** Required. */
    "PortName": Input<string>;
  }

  /** The values `LaunchType` of `aws:ecs:Service` may take. The launch type on which to run your service. */
  export type ServiceLaunchType = "EC2" | "FARGATE" | "EXTERNAL";

  /** `LoadBalancers[*].AdvancedConfiguration` of `aws:ecs:Service`. */
  export interface ServiceLoadBalancersItemAdvancedConfiguration {
    /** Required. */
    "AlternateTargetGroupArn": Input<string>;
    "ProductionListenerRule"?: Input<string>;
    "RoleArn"?: Input<string>;
    "TestListenerRule"?: Input<string>;
  }

  /** `LoadBalancers[*]` of `aws:ecs:Service`. */
  export interface ServiceLoadBalancersItem {
    "AdvancedConfiguration"?: Input<ServiceLoadBalancersItemAdvancedConfiguration>;
    "ContainerName"?: Input<string>;
    "ContainerPort"?: Input<number>;
    "LoadBalancerName"?: Input<string>;
    "TargetGroupArn"?: Input<string>;
  }

  /** The values `Monitoring.MetricConfigurations[*].MetricNames[*]` of `aws:ecs:Service` may take. */
  export type ServiceMonitoringMetricConfigurationsItemMetricNamesItem = "CPUUtilization" | "MemoryUtilization";

  /** `Monitoring.MetricConfigurations[*]` of `aws:ecs:Service`. */
  export interface ServiceMonitoringMetricConfigurationsItem {
    /** Required. */
    "MetricNames": Input<ServiceMonitoringMetricConfigurationsItemMetricNamesItem[]>;
    /** Required. */
    "ResolutionSeconds": Input<number>;
  }

  /** `Monitoring` of `aws:ecs:Service`. The optional monitoring configuration for the service, which defines the resolution for the service-level `CPUUtilization` and `MemoryUtilization` Amazon Cloud… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ServiceMonitoring {
    /** Required. */
    "MetricConfigurations": Input<ServiceMonitoringMetricConfigurationsItem[]>;
  }

  /** The values `NetworkConfiguration.AwsvpcConfiguration.AssignPublicIp` of `aws:ecs:Service` may take. */
  export type ServiceNetworkConfigurationAwsvpcConfigurationAssignPublicIp = "DISABLED" | "ENABLED";

  /** `NetworkConfiguration.AwsvpcConfiguration` of `aws:ecs:Service`. */
  export interface ServiceNetworkConfigurationAwsvpcConfiguration {
    "AssignPublicIp"?: Input<ServiceNetworkConfigurationAwsvpcConfigurationAssignPublicIp>;
    "SecurityGroups"?: Input<string[]>;
    "Subnets"?: Input<string[]>;
  }

  /** `NetworkConfiguration` of `aws:ecs:Service`. The network configuration for the service. */
  export interface ServiceNetworkConfiguration {
    "AwsvpcConfiguration"?: Input<ServiceNetworkConfigurationAwsvpcConfiguration>;
  }

  /** The values `PlacementConstraints[*].Type` of `aws:ecs:Service` may take. */
  export type ServicePlacementConstraintsItemType = "distinctInstance" | "memberOf";

  /** `PlacementConstraints[*]` of `aws:ecs:Service`. */
  export interface ServicePlacementConstraintsItem {
    "Expression"?: Input<string>;
    /** Required. */
    "Type": Input<ServicePlacementConstraintsItemType>;
  }

  /** The values `PlacementStrategies[*].Type` of `aws:ecs:Service` may take. */
  export type ServicePlacementStrategiesItemType = "binpack" | "random" | "spread";

  /** `PlacementStrategies[*]` of `aws:ecs:Service`. */
  export interface ServicePlacementStrategiesItem {
    "Field"?: Input<string>;
    /** Required. */
    "Type": Input<ServicePlacementStrategiesItemType>;
  }

  /** The values `PropagateTags` of `aws:ecs:Service` may take. Specifies whether to propagate the tags from the task definition to the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type ServicePropagateTags = "SERVICE" | "TASK_DEFINITION";

  /** The values `SchedulingStrategy` of `aws:ecs:Service` may take. The scheduling strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type ServiceSchedulingStrategy = "DAEMON" | "REPLICA";

  /** The values `ServiceConnectConfiguration.AccessLogConfiguration.Format` of `aws:ecs:Service` may take. */
  export type ServiceServiceConnectConfigurationAccessLogConfigurationFormat = "TEXT" | "JSON";

  /** The values `ServiceConnectConfiguration.AccessLogConfiguration.IncludeQueryParameters` of `aws:ecs:Service` may take. */
  export type ServiceServiceConnectConfigurationAccessLogConfigurationIncludeQueryParameters = "DISABLED" | "ENABLED";

  /** `ServiceConnectConfiguration.AccessLogConfiguration` of `aws:ecs:Service`. */
  export interface ServiceServiceConnectConfigurationAccessLogConfiguration {
    /** Required. */
    "Format": Input<ServiceServiceConnectConfigurationAccessLogConfigurationFormat>;
    "IncludeQueryParameters"?: Input<ServiceServiceConnectConfigurationAccessLogConfigurationIncludeQueryParameters>;
  }

  /** The values `ServiceConnectConfiguration.ContainerConfigurations[*].LogLevel` of `aws:ecs:Service` may take. */
  export type ServiceServiceConnectConfigurationContainerConfigurationsItemLogLevel = "debug" | "info";

  /** `ServiceConnectConfiguration.ContainerConfigurations[*]` of `aws:ecs:Service`. */
  export interface ServiceServiceConnectConfigurationContainerConfigurationsItem {
    "LogLevel"?: Input<ServiceServiceConnectConfigurationContainerConfigurationsItemLogLevel>;
  }

  /** `ServiceConnectConfiguration.LogConfiguration.SecretOptions[*]` of `aws:ecs:Service`. */
  export interface ServiceServiceConnectConfigurationLogConfigurationSecretOptionsItem {
    /** Required. */
    "Name": Input<string>;
    /** Required. */
    "ValueFrom": Input<string>;
  }

  /** `ServiceConnectConfiguration.LogConfiguration` of `aws:ecs:Service`. */
  export interface ServiceServiceConnectConfigurationLogConfiguration {
    "LogDriver"?: Input<string>;
    "Options"?: Input<Record<string, string>>;
    "SecretOptions"?: Input<ServiceServiceConnectConfigurationLogConfigurationSecretOptionsItem[]>;
  }

  /** `ServiceConnectConfiguration.Services[*].ClientAliases[*]` of `aws:ecs:Service`. */
  export interface ServiceServiceConnectConfigurationServicesItemClientAliasesItem {
    "DnsName"?: Input<string>;
    /** Required. */
    "Port": Input<number>;
    "TestTrafficRules"?: Input<Record<string, unknown>>;
  }

  /** `ServiceConnectConfiguration.Services[*].Timeout` of `aws:ecs:Service`. */
  export interface ServiceServiceConnectConfigurationServicesItemTimeout {
    "IdleTimeoutSeconds"?: Input<number>;
    "PerRequestTimeoutSeconds"?: Input<number>;
  }

  /** `ServiceConnectConfiguration.Services[*].Tls` of `aws:ecs:Service`. */
  export interface ServiceServiceConnectConfigurationServicesItemTls {
    /** Required. */
    "IssuerCertificateAuthority": Input<Record<string, unknown>>;
    "KmsKey"?: Input<string>;
    "RoleArn"?: Input<string>;
  }

  /** `ServiceConnectConfiguration.Services[*]` of `aws:ecs:Service`. */
  export interface ServiceServiceConnectConfigurationServicesItem {
    "ClientAliases"?: Input<ServiceServiceConnectConfigurationServicesItemClientAliasesItem[]>;
    "DiscoveryName"?: Input<string>;
    "IngressPortOverride"?: Input<number>;
    /** Required. */
    "PortName": Input<string>;
    "Timeout"?: Input<ServiceServiceConnectConfigurationServicesItemTimeout>;
    "Tls"?: Input<ServiceServiceConnectConfigurationServicesItemTls>;
  }

  /** `ServiceConnectConfiguration` of `aws:ecs:Service`. The configuration for this service to discover and connect to services, and be discovered by, and connected from, other services within a namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ServiceServiceConnectConfiguration {
    "AccessLogConfiguration"?: Input<ServiceServiceConnectConfigurationAccessLogConfiguration>;
    "ContainerConfigurations"?: Input<ServiceServiceConnectConfigurationContainerConfigurationsItem[]>;
    /** Required. */
    "Enabled": Input<boolean>;
    "LogConfiguration"?: Input<ServiceServiceConnectConfigurationLogConfiguration>;
    "Namespace"?: Input<string>;
    "Services"?: Input<ServiceServiceConnectConfigurationServicesItem[]>;
  }

  /** `ServiceRegistries[*]` of `aws:ecs:Service`. */
  export interface ServiceServiceRegistriesItem {
    "ContainerName"?: Input<string>;
    "ContainerPort"?: Input<number>;
    "Port"?: Input<number>;
    "RegistryArn"?: Input<string>;
  }

  /** `Tags[*]` of `aws:ecs:Service`. */
  export interface ServiceTagsItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `VolumeConfigurations[*].ManagedEBSVolume.FilesystemType` of `aws:ecs:Service` may take. */
  export type ServiceVolumeConfigurationsItemManagedEBSVolumeFilesystemType = "ext3" | "ext4" | "ntfs" | "xfs";

  /** The values `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*].PropagateTags` of `aws:ecs:Service` may take. */
  export type ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemPropagateTags = "SERVICE" | "TASK_DEFINITION";

  /** The values `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*].ResourceType` of `aws:ecs:Service` may take. */
  export type ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemResourceType = "volume";

  /** `VolumeConfigurations[*].ManagedEBSVolume.TagSpecifications[*]` of `aws:ecs:Service`. */
  export interface ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItem {
    "PropagateTags"?: Input<ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemPropagateTags>;
    /** Required. */
    "ResourceType": Input<ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItemResourceType>;
    "Tags"?: Input<Record<string, unknown>[]>;
  }

  /** `VolumeConfigurations[*].ManagedEBSVolume` of `aws:ecs:Service`. */
  export interface ServiceVolumeConfigurationsItemManagedEBSVolume {
    "Encrypted"?: Input<boolean>;
    "FilesystemType"?: Input<ServiceVolumeConfigurationsItemManagedEBSVolumeFilesystemType>;
    "Iops"?: Input<number>;
    "KmsKeyId"?: Input<string>;
    /** Required. */
    "RoleArn": Input<string>;
    "SizeInGiB"?: Input<number>;
    "SnapshotId"?: Input<string>;
    "TagSpecifications"?: Input<ServiceVolumeConfigurationsItemManagedEBSVolumeTagSpecificationsItem[]>;
    "Throughput"?: Input<number>;
    "VolumeInitializationRate"?: Input<number>;
    "VolumeType"?: Input<string>;
  }

  /** `VolumeConfigurations[*]` of `aws:ecs:Service`. */
  export interface ServiceVolumeConfigurationsItem {
    "ManagedEBSVolume"?: Input<ServiceVolumeConfigurationsItemManagedEBSVolume>;
    /** Required. */
    "Name": Input<string>;
  }

  /** `VpcLatticeConfigurations[*].AdvancedConfiguration` of `aws:ecs:Service`. */
  export interface ServiceVpcLatticeConfigurationsItemAdvancedConfiguration {
    "AlternateTargetGroupArn"?: Input<string>;
    "ProductionListenerRule"?: Input<string>;
    "TestListenerRule"?: Input<string>;
  }

  /** `VpcLatticeConfigurations[*]` of `aws:ecs:Service`. */
  export interface ServiceVpcLatticeConfigurationsItem {
    "AdvancedConfiguration"?: Input<ServiceVpcLatticeConfigurationsItemAdvancedConfiguration>;
    /** Required. */
    "PortName": Input<string>;
    /** Required. */
    "RoleArn": Input<string>;
    /** Required. */
    "TargetGroupArn": Input<string>;
  }

  /** The inputs of `aws:ecs:Service`. */
  export interface ServiceArgs {
    /** Indicates whether to use Availability Zone rebalancing for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AvailabilityZoneRebalancing"?: Input<ServiceAvailabilityZoneRebalancing>;
    /** The capacity provider strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CapacityProviderStrategy"?: Input<ServiceCapacityProviderStrategyItem[]>;
    /** The short name or full Amazon Resource Name (ARN) of the cluster that you run your service on. A change replaces the resource. */
    "Cluster"?: Input<string>;
    /** Optional deployment parameters that control how many tasks run during the deployment and the ordering of stopping and starting tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeploymentConfiguration"?: Input<ServiceDeploymentConfiguration>;
    /** The deployment controller to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeploymentController"?: Input<ServiceDeploymentController>;
    /** The number of instantiations of the specified task definition to place and keep running in your service. */
    "DesiredCount"?: Input<number>;
    /** Specifies whether to turn on Amazon ECS managed tags for the tasks within the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnableECSManagedTags"?: Input<boolean>;
    /** Determines whether the execute command functionality is turned on for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnableExecuteCommand"?: Input<boolean>;
    /** Determines whether to force a new deployment of the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ForceNewDeployment"?: Input<ServiceForceNewDeployment>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "GatewayConnectors"?: Input<ServiceGatewayConnectorsItem[]>;
    /** The period of time, in seconds, that the Amazon ECS service scheduler ignores unhealthy Elastic Load Balancing, VPC Lattice, and container health checks after… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "HealthCheckGracePeriodSeconds"?: Input<number>;
    /** The launch type on which to run your service. A change replaces the resource. */
    "LaunchType"?: Input<ServiceLaunchType>;
    /** A list of load balancer objects to associate with the service. */
    "LoadBalancers"?: Input<ServiceLoadBalancersItem[]>;
    /** The optional monitoring configuration for the service, which defines the resolution for the service-level `CPUUtilization` and `MemoryUtilization` Amazon Cloud… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Monitoring"?: Input<ServiceMonitoring>;
    /** The network configuration for the service. */
    "NetworkConfiguration"?: Input<ServiceNetworkConfiguration>;
    /** An array of placement constraint objects to use for tasks in your service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PlacementConstraints"?: Input<ServicePlacementConstraintsItem[]>;
    /** The placement strategy objects to use for tasks in your service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PlacementStrategies"?: Input<ServicePlacementStrategiesItem[]>;
    /** The platform version that your tasks in the service are running on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PlatformVersion"?: Input<string>;
    /** Specifies whether to propagate the tags from the task definition to the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PropagateTags"?: Input<ServicePropagateTags>;
    /** The name or full Amazon Resource Name (ARN) of the IAM role that allows Amazon ECS to make calls to your load balancer on your behalf. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Role"?: Input<string>;
    /** The scheduling strategy to use for the service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "SchedulingStrategy"?: Input<ServiceSchedulingStrategy>;
    /** The configuration for this service to discover and connect to services, and be discovered by, and connected from, other services within a namespace. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ServiceConnectConfiguration"?: Input<ServiceServiceConnectConfiguration>;
    /** The name of your service. A change replaces the resource. */
    "ServiceName"?: Input<string>;
    /** The details of the service discovery registry to associate with this service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ServiceRegistries"?: Input<ServiceServiceRegistriesItem[]>;
    /** The metadata that you apply to the service to help you categorize and organize them. */
    "Tags"?: Input<ServiceTagsItem[]>;
    /** The `family` and `revision` (`family:revision`) or full ARN of the task definition to run in your service. */
    "TaskDefinition"?: Input<string>;
    /** The configuration for a volume specified in the task definition as a volume that is configured at launch time. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "VolumeConfigurations"?: Input<ServiceVolumeConfigurationsItem[]>;
    /** The VPC Lattice configuration for the service being created. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "VpcLatticeConfigurations"?: Input<ServiceVpcLatticeConfigurationsItem[]>;
  }

  /** `aws:ecs:Service`: The `AWS::ECS::Service` resource creates an Amazon Elastic Container Service (Amazon ECS) service that runs and maintains the requested number of tasks and ass… */
  export class Service extends Resource {
    constructor(name: string, args: ServiceArgs = {}, opts?: ResourceOptions) {
      super("aws:ecs:Service", name, args, opts);
    }

    /** Output `Cluster`. */
    get cluster(): Output<string> {
      return this.output("Cluster");
    }

    /** Output `Name`. */
    get name_(): Output<string> {
      return this.output("Name");
    }

    /** Output `ServiceArn`. */
    get serviceArn(): Output<string> {
      return this.output("ServiceArn");
    }
  }

  /** The values `ContainerDefinitions[*].DependsOn[*].Condition` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemDependsOnItemCondition = "COMPLETE" | "HEALTHY" | "START" | "SUCCESS";

  /** `ContainerDefinitions[*].DependsOn[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemDependsOnItem {
    "Condition"?: Input<TaskDefinitionContainerDefinitionsItemDependsOnItemCondition>;
    "ContainerName"?: Input<string>;
  }

  /** `ContainerDefinitions[*].Environment[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemEnvironmentItem {
    "Name"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `ContainerDefinitions[*].EnvironmentFiles[*].Type` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemEnvironmentFilesItemType = "s3";

  /** `ContainerDefinitions[*].EnvironmentFiles[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemEnvironmentFilesItem {
    "Type"?: Input<TaskDefinitionContainerDefinitionsItemEnvironmentFilesItemType>;
    "Value"?: Input<string>;
  }

  /** `ContainerDefinitions[*].ExtraHosts[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemExtraHostsItem {
    "Hostname"?: Input<string>;
    "IpAddress"?: Input<string>;
  }

  /** The values `ContainerDefinitions[*].FirelensConfiguration.Type` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemFirelensConfigurationType = "fluentbit" | "fluentd";

  /** `ContainerDefinitions[*].FirelensConfiguration` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemFirelensConfiguration {
    "Options"?: Input<Record<string, string>>;
    "Type"?: Input<TaskDefinitionContainerDefinitionsItemFirelensConfigurationType>;
  }

  /** `ContainerDefinitions[*].HealthCheck` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemHealthCheck {
    "Command"?: Input<string[]>;
    "Interval"?: Input<number>;
    "Retries"?: Input<number>;
    "StartPeriod"?: Input<number>;
    "Timeout"?: Input<number>;
  }

  /** `ContainerDefinitions[*].LinuxParameters.Capabilities` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemLinuxParametersCapabilities {
    "Add"?: Input<string[]>;
    "Drop"?: Input<string[]>;
  }

  /** The values `ContainerDefinitions[*].LinuxParameters.Devices[*].Permissions[*]` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItemPermissionsItem = "mknod" | "read" | "write";

  /** `ContainerDefinitions[*].LinuxParameters.Devices[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItem {
    "ContainerPath"?: Input<string>;
    "HostPath"?: Input<string>;
    "Permissions"?: Input<TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItemPermissionsItem[]>;
  }

  /** `ContainerDefinitions[*].LinuxParameters.Tmpfs[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemLinuxParametersTmpfsItem {
    "ContainerPath"?: Input<string>;
    "MountOptions"?: Input<string[]>;
    /** Required. */
    "Size": Input<number>;
  }

  /** `ContainerDefinitions[*].LinuxParameters` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemLinuxParameters {
    "Capabilities"?: Input<TaskDefinitionContainerDefinitionsItemLinuxParametersCapabilities>;
    "Devices"?: Input<TaskDefinitionContainerDefinitionsItemLinuxParametersDevicesItem[]>;
    "InitProcessEnabled"?: Input<boolean>;
    "MaxSwap"?: Input<number>;
    "SharedMemorySize"?: Input<number>;
    "Swappiness"?: Input<number>;
    "Tmpfs"?: Input<TaskDefinitionContainerDefinitionsItemLinuxParametersTmpfsItem[]>;
  }

  /** `ContainerDefinitions[*].LogConfiguration.SecretOptions[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemLogConfigurationSecretOptionsItem {
    /** Required. */
    "Name": Input<string>;
    /** Required. */
    "ValueFrom": Input<string>;
  }

  /** `ContainerDefinitions[*].LogConfiguration` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemLogConfiguration {
    /** Required. */
    "LogDriver": Input<string>;
    "Options"?: Input<Record<string, string>>;
    "SecretOptions"?: Input<TaskDefinitionContainerDefinitionsItemLogConfigurationSecretOptionsItem[]>;
  }

  /** `ContainerDefinitions[*].MountPoints[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemMountPointsItem {
    "ContainerPath"?: Input<string>;
    "ReadOnly"?: Input<boolean>;
    "SourceVolume"?: Input<string>;
  }

  /** The values `ContainerDefinitions[*].PortMappings[*].AppProtocol` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemPortMappingsItemAppProtocol = "http" | "http2" | "grpc";

  /** The values `ContainerDefinitions[*].PortMappings[*].Protocol` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemPortMappingsItemProtocol = "tcp" | "udp";

  /** `ContainerDefinitions[*].PortMappings[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemPortMappingsItem {
    "AppProtocol"?: Input<TaskDefinitionContainerDefinitionsItemPortMappingsItemAppProtocol>;
    "ContainerPort"?: Input<number>;
    "ContainerPortRange"?: Input<string>;
    "HostPort"?: Input<number>;
    "Name"?: Input<string>;
    "Protocol"?: Input<TaskDefinitionContainerDefinitionsItemPortMappingsItemProtocol>;
  }

  /** `ContainerDefinitions[*].RepositoryCredentials` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemRepositoryCredentials {
    "CredentialsParameter"?: Input<string>;
  }

  /** `ContainerDefinitions[*].ResourceRequirements[*].SharingStrategy` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemResourceRequirementsItemSharingStrategy {
    /** Required. */
    "NvidiaMps": Input<Record<string, unknown>>;
  }

  /** The values `ContainerDefinitions[*].ResourceRequirements[*].Type` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemResourceRequirementsItemType = "GPU" | "InferenceAccelerator" | "NeuronDevice";

  /** `ContainerDefinitions[*].ResourceRequirements[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemResourceRequirementsItem {
    "SharingStrategy"?: Input<TaskDefinitionContainerDefinitionsItemResourceRequirementsItemSharingStrategy>;
    /** Required. */
    "Type": Input<TaskDefinitionContainerDefinitionsItemResourceRequirementsItemType>;
    "Value"?: Input<string>;
  }

  /** `ContainerDefinitions[*].RestartPolicy` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemRestartPolicy {
    "Enabled"?: Input<boolean>;
    "IgnoredExitCodes"?: Input<number[]>;
    "RestartAttemptPeriod"?: Input<number>;
  }

  /** `ContainerDefinitions[*].Secrets[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemSecretsItem {
    /** Required. */
    "Name": Input<string>;
    /** Required. */
    "ValueFrom": Input<string>;
  }

  /** `ContainerDefinitions[*].SystemControls[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemSystemControlsItem {
    "Namespace"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `ContainerDefinitions[*].Ulimits[*].Name` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemUlimitsItemName = "core" | "cpu" | "data" | "fsize" | "locks" | "memlock" | "msgqueue" | "nice" | "nofile" | "nproc" | "rss" | "rtprio" | "rttime" | "sigpending" | "stack";

  /** `ContainerDefinitions[*].Ulimits[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemUlimitsItem {
    /** Required. */
    "HardLimit": Input<number>;
    /** Required. */
    "Name": Input<TaskDefinitionContainerDefinitionsItemUlimitsItemName>;
    /** Required. */
    "SoftLimit": Input<number>;
  }

  /** The values `ContainerDefinitions[*].VersionConsistency` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionContainerDefinitionsItemVersionConsistency = "enabled" | "disabled";

  /** `ContainerDefinitions[*].VolumesFrom[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItemVolumesFromItem {
    "ReadOnly"?: Input<boolean>;
    "SourceContainer"?: Input<string>;
  }

  /** `ContainerDefinitions[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionContainerDefinitionsItem {
    "Command"?: Input<string[]>;
    "Cpu"?: Input<number>;
    "CredentialSpecs"?: Input<string[]>;
    "DependsOn"?: Input<TaskDefinitionContainerDefinitionsItemDependsOnItem[]>;
    "DisableNetworking"?: Input<boolean>;
    "DnsSearchDomains"?: Input<string[]>;
    "DnsServers"?: Input<string[]>;
    "DockerLabels"?: Input<Record<string, string>>;
    "DockerSecurityOptions"?: Input<string[]>;
    "EntryPoint"?: Input<string[]>;
    "Environment"?: Input<TaskDefinitionContainerDefinitionsItemEnvironmentItem[]>;
    "EnvironmentFiles"?: Input<TaskDefinitionContainerDefinitionsItemEnvironmentFilesItem[]>;
    "Essential"?: Input<boolean>;
    "ExtraHosts"?: Input<TaskDefinitionContainerDefinitionsItemExtraHostsItem[]>;
    "FirelensConfiguration"?: Input<TaskDefinitionContainerDefinitionsItemFirelensConfiguration>;
    "HealthCheck"?: Input<TaskDefinitionContainerDefinitionsItemHealthCheck>;
    "Hostname"?: Input<string>;
    /** Required. */
    "Image": Input<string>;
    "Interactive"?: Input<boolean>;
    "Links"?: Input<string[]>;
    "LinuxParameters"?: Input<TaskDefinitionContainerDefinitionsItemLinuxParameters>;
    "LogConfiguration"?: Input<TaskDefinitionContainerDefinitionsItemLogConfiguration>;
    "Memory"?: Input<number>;
    "MemoryReservation"?: Input<number>;
    "MountPoints"?: Input<TaskDefinitionContainerDefinitionsItemMountPointsItem[]>;
    /** Required. */
    "Name": Input<string>;
    "PortMappings"?: Input<TaskDefinitionContainerDefinitionsItemPortMappingsItem[]>;
    "Privileged"?: Input<boolean>;
    "PseudoTerminal"?: Input<boolean>;
    "ReadonlyRootFilesystem"?: Input<boolean>;
    "RepositoryCredentials"?: Input<TaskDefinitionContainerDefinitionsItemRepositoryCredentials>;
    "ResourceRequirements"?: Input<TaskDefinitionContainerDefinitionsItemResourceRequirementsItem[]>;
    "RestartPolicy"?: Input<TaskDefinitionContainerDefinitionsItemRestartPolicy>;
    "Secrets"?: Input<TaskDefinitionContainerDefinitionsItemSecretsItem[]>;
    "StartTimeout"?: Input<number>;
    "StopTimeout"?: Input<number>;
    "SystemControls"?: Input<TaskDefinitionContainerDefinitionsItemSystemControlsItem[]>;
    "Ulimits"?: Input<TaskDefinitionContainerDefinitionsItemUlimitsItem[]>;
    "User"?: Input<string>;
    /** Default: `"enabled"`. */
    "VersionConsistency"?: Input<TaskDefinitionContainerDefinitionsItemVersionConsistency>;
    "VolumesFrom"?: Input<TaskDefinitionContainerDefinitionsItemVolumesFromItem[]>;
    "WorkingDirectory"?: Input<string>;
  }

  /** `EphemeralStorage` of `aws:ecs:TaskDefinition`. The ephemeral storage settings to use for tasks run with the task definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TaskDefinitionEphemeralStorage {
    "SizeInGiB"?: Input<number>;
  }

  /** `InferenceAccelerators[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionInferenceAcceleratorsItem {
    "DeviceName"?: Input<string>;
    "DeviceType"?: Input<string>;
  }

  /** The values `IpcMode` of `aws:ecs:TaskDefinition` may take. The IPC resource namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type TaskDefinitionIpcMode = "host" | "none" | "task";

  /** The values `NetworkMode` of `aws:ecs:TaskDefinition` may take. The Docker networking mode to use for the containers in the task. */
  export type TaskDefinitionNetworkMode = "awsvpc" | "bridge" | "host" | "none";

  /** The values `PidMode` of `aws:ecs:TaskDefinition` may take. The process namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type TaskDefinitionPidMode = "host" | "task";

  /** The values `PlacementConstraints[*].Type` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionPlacementConstraintsItemType = "memberOf";

  /** `PlacementConstraints[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionPlacementConstraintsItem {
    "Expression"?: Input<string>;
    /** Required. */
    "Type": Input<TaskDefinitionPlacementConstraintsItemType>;
  }

  /** `ProxyConfiguration.ProxyConfigurationProperties[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionProxyConfigurationProxyConfigurationPropertiesItem {
    "Name"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `ProxyConfiguration.Type` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionProxyConfigurationType = "APPMESH";

  /** `ProxyConfiguration` of `aws:ecs:TaskDefinition`. The configuration details for the App Mesh proxy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TaskDefinitionProxyConfiguration {
    /** Required. */
    "ContainerName": Input<string>;
    "ProxyConfigurationProperties"?: Input<TaskDefinitionProxyConfigurationProxyConfigurationPropertiesItem[]>;
    "Type"?: Input<TaskDefinitionProxyConfigurationType>;
  }

  /** The values `RequiresCompatibilities[*]` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionRequiresCompatibilitiesItem = "EC2" | "EXTERNAL" | "FARGATE" | "MANAGED_INSTANCES";

  /** The values `RuntimePlatform.CpuArchitecture` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionRuntimePlatformCpuArchitecture = "ARM64" | "X86_64";

  /** The values `RuntimePlatform.OperatingSystemFamily` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionRuntimePlatformOperatingSystemFamily = "LINUX" | "WINDOWS_SERVER_2004_CORE" | "WINDOWS_SERVER_2016_FULL" | "WINDOWS_SERVER_2019_CORE" | "WINDOWS_SERVER_2019_FULL" | "WINDOWS_SERVER_2022_CORE" | "WINDOWS_SERVER_2022_FULL" | "WINDOWS_SERVER_2025_CORE" | "WINDOWS_SERVER_2025_FULL" | "WINDOWS_SERVER_20H2_CORE";

  /** `RuntimePlatform` of `aws:ecs:TaskDefinition`. The operating system that your tasks definitions run on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface TaskDefinitionRuntimePlatform {
    "CpuArchitecture"?: Input<TaskDefinitionRuntimePlatformCpuArchitecture>;
    "OperatingSystemFamily"?: Input<TaskDefinitionRuntimePlatformOperatingSystemFamily>;
  }

  /** `Tags[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionTagsItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `Volumes[*].DockerVolumeConfiguration.Scope` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionVolumesItemDockerVolumeConfigurationScope = "shared" | "task";

  /** `Volumes[*].DockerVolumeConfiguration` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionVolumesItemDockerVolumeConfiguration {
    "Autoprovision"?: Input<boolean>;
    "Driver"?: Input<string>;
    "DriverOpts"?: Input<Record<string, string>>;
    "Labels"?: Input<Record<string, string>>;
    "Scope"?: Input<TaskDefinitionVolumesItemDockerVolumeConfigurationScope>;
  }

  /** The values `Volumes[*].EFSVolumeConfiguration.AuthorizationConfig.IAM` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfigIAM = "ENABLED" | "DISABLED";

  /** `Volumes[*].EFSVolumeConfiguration.AuthorizationConfig` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfig {
    "AccessPointId"?: Input<string>;
    "IAM"?: Input<TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfigIAM>;
  }

  /** The values `Volumes[*].EFSVolumeConfiguration.TransitEncryption` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionVolumesItemEFSVolumeConfigurationTransitEncryption = "ENABLED" | "DISABLED";

  /** `Volumes[*].EFSVolumeConfiguration` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionVolumesItemEFSVolumeConfiguration {
    "AuthorizationConfig"?: Input<TaskDefinitionVolumesItemEFSVolumeConfigurationAuthorizationConfig>;
    /** Required. */
    "FilesystemId": Input<string>;
    "RootDirectory"?: Input<string>;
    "TransitEncryption"?: Input<TaskDefinitionVolumesItemEFSVolumeConfigurationTransitEncryption>;
    "TransitEncryptionPort"?: Input<number>;
  }

  /** `Volumes[*].FSxWindowsFileServerVolumeConfiguration.AuthorizationConfig` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfigurationAuthorizationConfig {
    /** Required. */
    "CredentialsParameter": Input<string>;
    /** Required. */
    "Domain": Input<string>;
  }

  /** `Volumes[*].FSxWindowsFileServerVolumeConfiguration` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfiguration {
    "AuthorizationConfig"?: Input<TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfigurationAuthorizationConfig>;
    /** Required. */
    "FileSystemId": Input<string>;
    /** Required. */
    "RootDirectory": Input<string>;
  }

  /** `Volumes[*].Host` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionVolumesItemHost {
    "SourcePath"?: Input<string>;
  }

  /** `Volumes[*].S3FilesVolumeConfiguration` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionVolumesItemS3FilesVolumeConfiguration {
    "AccessPointArn"?: Input<string>;
    /** Required. */
    "FileSystemArn": Input<string>;
    "RootDirectory"?: Input<string>;
    "TransitEncryptionPort"?: Input<number>;
  }

  /** `Volumes[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionVolumesItem {
    "ConfiguredAtLaunch"?: Input<boolean>;
    "DockerVolumeConfiguration"?: Input<TaskDefinitionVolumesItemDockerVolumeConfiguration>;
    "EFSVolumeConfiguration"?: Input<TaskDefinitionVolumesItemEFSVolumeConfiguration>;
    "FSxWindowsFileServerVolumeConfiguration"?: Input<TaskDefinitionVolumesItemFSxWindowsFileServerVolumeConfiguration>;
    "Host"?: Input<TaskDefinitionVolumesItemHost>;
    "Name"?: Input<string>;
    "S3FilesVolumeConfiguration"?: Input<TaskDefinitionVolumesItemS3FilesVolumeConfiguration>;
  }

  /** The inputs of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionArgs {
    /** A list of container definitions in JSON format that describe the different containers that make up your task. A change replaces the resource. */
    "ContainerDefinitions"?: Input<TaskDefinitionContainerDefinitionsItem[]>;
    /** The number of `cpu` units used by the task. A change replaces the resource. */
    "Cpu"?: Input<string>;
    /** Enables fault injection and allows for fault injection requests to be accepted from the task's containers. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "EnableFaultInjection"?: Input<boolean>;
    /** The ephemeral storage settings to use for tasks run with the task definition. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "EphemeralStorage"?: Input<TaskDefinitionEphemeralStorage>;
    /** The Amazon Resource Name (ARN) of the task execution role that grants the Amazon ECS container agent permission to make AWS API calls on your behalf. A change replaces the resource. */
    "ExecutionRoleArn"?: Input<string>;
    /** The name of a family that this task definition is registered to. A change replaces the resource. */
    "Family"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "InferenceAccelerators"?: Input<TaskDefinitionInferenceAcceleratorsItem[]>;
    /** The IPC resource namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "IpcMode"?: Input<TaskDefinitionIpcMode>;
    /** The amount (in MiB) of memory used by the task. A change replaces the resource. */
    "Memory"?: Input<string>;
    /** The Docker networking mode to use for the containers in the task. A change replaces the resource. */
    "NetworkMode"?: Input<TaskDefinitionNetworkMode>;
    /** The process namespace to use for the containers in the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "PidMode"?: Input<TaskDefinitionPidMode>;
    /** An array of placement constraint objects to use for tasks. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "PlacementConstraints"?: Input<TaskDefinitionPlacementConstraintsItem[]>;
    /** The configuration details for the App Mesh proxy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "ProxyConfiguration"?: Input<TaskDefinitionProxyConfiguration>;
    /** The task launch types the task definition was validated against. A change replaces the resource. */
    "RequiresCompatibilities"?: Input<TaskDefinitionRequiresCompatibilitiesItem[]>;
    /** The operating system that your tasks definitions run on. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "RuntimePlatform"?: Input<TaskDefinitionRuntimePlatform>;
    /** The metadata that you apply to the task definition to help you categorize and organize them. */
    "Tags"?: Input<TaskDefinitionTagsItem[]>;
    /** The short name or full Amazon Resource Name (ARN) of the IAMlong role that grants containers in the task permission to call AWS APIs on your behalf. A change replaces the resource. */
    "TaskRoleArn"?: Input<string>;
    /** The list of data volume definitions for the task. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Volumes"?: Input<TaskDefinitionVolumesItem[]>;
  }

  /** `aws:ecs:TaskDefinition`: Registers a new task definition from the supplied `family` and `containerDefinitions`. */
  export class TaskDefinition extends Resource {
    constructor(name: string, args: TaskDefinitionArgs = {}, opts?: ResourceOptions) {
      super("aws:ecs:TaskDefinition", name, args, opts);
    }

    /** Output `TaskDefinitionArn`. */
    get taskDefinitionArn(): Output<string> {
      return this.output("TaskDefinitionArn");
    }
  }
}

/** `aws:elasticloadbalancingv2:*` resources. */
export namespace elasticloadbalancingv2 {

  /** `Certificates[*]` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerCertificatesItem {
    "CertificateArn"?: Input<string>;
  }

  /** The values `DefaultActions[*].AuthenticateCognitoConfig.OnUnauthenticatedRequest` of `aws:elasticloadbalancingv2:Listener` may take. */
  export type ListenerDefaultActionsItemAuthenticateCognitoConfigOnUnauthenticatedRequest = "allow" | "authenticate" | "deny";

  /** `DefaultActions[*].AuthenticateCognitoConfig` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemAuthenticateCognitoConfig {
    "AuthenticationRequestExtraParams"?: Input<Record<string, string>>;
    "OnUnauthenticatedRequest"?: Input<ListenerDefaultActionsItemAuthenticateCognitoConfigOnUnauthenticatedRequest>;
    "Scope"?: Input<string>;
    "SessionCookieName"?: Input<string>;
    "SessionTimeout"?: Input<string>;
    /** Required. */
    "UserPoolArn": Input<string>;
    /** Required. */
    "UserPoolClientId": Input<string>;
    /** Required. */
    "UserPoolDomain": Input<string>;
  }

  /** The values `DefaultActions[*].AuthenticateOidcConfig.OnUnauthenticatedRequest` of `aws:elasticloadbalancingv2:Listener` may take. */
  export type ListenerDefaultActionsItemAuthenticateOidcConfigOnUnauthenticatedRequest = "allow" | "authenticate" | "deny";

  /** `DefaultActions[*].AuthenticateOidcConfig` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemAuthenticateOidcConfig {
    "AuthenticationRequestExtraParams"?: Input<Record<string, string>>;
    /** Required. */
    "AuthorizationEndpoint": Input<string>;
    /** Required. */
    "ClientId": Input<string>;
    "ClientSecret"?: Input<string>;
    /** Required. */
    "Issuer": Input<string>;
    "OnUnauthenticatedRequest"?: Input<ListenerDefaultActionsItemAuthenticateOidcConfigOnUnauthenticatedRequest>;
    "Scope"?: Input<string>;
    "SessionCookieName"?: Input<string>;
    "SessionTimeout"?: Input<string>;
    /** Required. */
    "TokenEndpoint": Input<string>;
    "UseExistingClientSecret"?: Input<boolean>;
    /** Required. */
    "UserInfoEndpoint": Input<string>;
  }

  /** `DefaultActions[*].FixedResponseConfig` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemFixedResponseConfig {
    "ContentType"?: Input<string>;
    "MessageBody"?: Input<string>;
    /** Required. */
    "StatusCode": Input<string>;
  }

  /** `DefaultActions[*].ForwardConfig.TargetGroupStickinessConfig` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemForwardConfigTargetGroupStickinessConfig {
    "DurationSeconds"?: Input<number>;
    "Enabled"?: Input<boolean>;
  }

  /** `DefaultActions[*].ForwardConfig.TargetGroups[*]` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemForwardConfigTargetGroupsItem {
    "TargetGroupArn"?: Input<string>;
    "Weight"?: Input<number>;
  }

  /** `DefaultActions[*].ForwardConfig` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemForwardConfig {
    "TargetGroupStickinessConfig"?: Input<ListenerDefaultActionsItemForwardConfigTargetGroupStickinessConfig>;
    "TargetGroups"?: Input<ListenerDefaultActionsItemForwardConfigTargetGroupsItem[]>;
  }

  /** The values `DefaultActions[*].JwtValidationConfig.AdditionalClaims[*].Format` of `aws:elasticloadbalancingv2:Listener` may take. */
  export type ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItemFormat = "single-string" | "space-separated-values" | "string-array";

  /** `DefaultActions[*].JwtValidationConfig.AdditionalClaims[*]` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItem {
    /** Required. */
    "Format": Input<ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItemFormat>;
    /** Required. */
    "Name": Input<string>;
    /** Required. */
    "Values": Input<string[]>;
  }

  /** `DefaultActions[*].JwtValidationConfig` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemJwtValidationConfig {
    "AdditionalClaims"?: Input<ListenerDefaultActionsItemJwtValidationConfigAdditionalClaimsItem[]>;
    /** Required. */
    "Issuer": Input<string>;
    /** Required. */
    "JwksEndpoint": Input<string>;
  }

  /** The values `DefaultActions[*].RedirectConfig.StatusCode` of `aws:elasticloadbalancingv2:Listener` may take. */
  export type ListenerDefaultActionsItemRedirectConfigStatusCode = "HTTP_301" | "HTTP_302";

  /** `DefaultActions[*].RedirectConfig` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItemRedirectConfig {
    "Host"?: Input<string>;
    "Path"?: Input<string>;
    "Port"?: Input<string>;
    "Protocol"?: Input<string>;
    "Query"?: Input<string>;
    /** Required. */
    "StatusCode": Input<ListenerDefaultActionsItemRedirectConfigStatusCode>;
  }

  /** The values `DefaultActions[*].Type` of `aws:elasticloadbalancingv2:Listener` may take. */
  export type ListenerDefaultActionsItemType = "authenticate-cognito" | "authenticate-oidc" | "fixed-response" | "forward" | "jwt-validation" | "redirect";

  /** `DefaultActions[*]` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerDefaultActionsItem {
    "AuthenticateCognitoConfig"?: Input<ListenerDefaultActionsItemAuthenticateCognitoConfig>;
    "AuthenticateOidcConfig"?: Input<ListenerDefaultActionsItemAuthenticateOidcConfig>;
    "FixedResponseConfig"?: Input<ListenerDefaultActionsItemFixedResponseConfig>;
    "ForwardConfig"?: Input<ListenerDefaultActionsItemForwardConfig>;
    "JwtValidationConfig"?: Input<ListenerDefaultActionsItemJwtValidationConfig>;
    "Order"?: Input<number>;
    "RedirectConfig"?: Input<ListenerDefaultActionsItemRedirectConfig>;
    "TargetGroupArn"?: Input<string>;
    /** Required. */
    "Type": Input<ListenerDefaultActionsItemType>;
  }

  /** `ListenerAttributes[*]` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerListenerAttributesItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `MutualAuthentication.AdvertiseTrustStoreCaNames` of `aws:elasticloadbalancingv2:Listener` may take. */
  export type ListenerMutualAuthenticationAdvertiseTrustStoreCaNames = "off" | "on";

  /** `MutualAuthentication` of `aws:elasticloadbalancingv2:Listener`. The mutual authentication configuration information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface ListenerMutualAuthentication {
    "AdvertiseTrustStoreCaNames"?: Input<ListenerMutualAuthenticationAdvertiseTrustStoreCaNames>;
    "IgnoreClientCertificateExpiry"?: Input<boolean>;
    "Mode"?: Input<string>;
    "TrustStoreArn"?: Input<string>;
  }

  /** The values `Protocol` of `aws:elasticloadbalancingv2:Listener` may take. The protocol for connections from clients to the load balancer. */
  export type ListenerProtocol = "GENEVE" | "HTTP" | "HTTPS" | "QUIC" | "TCP" | "TCP_QUIC" | "TCP_UDP" | "TLS" | "UDP";

  /** `Tags[*]` of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerArgs {
    /** [TLS listener] The name of the Application-Layer Protocol Negotiation (ALPN) policy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AlpnPolicy"?: Input<string[]>;
    /** The default SSL server certificate for a secure listener. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Certificates"?: Input<ListenerCertificatesItem[]>;
    /** The actions for the default rule. Required. */
    "DefaultActions": Input<ListenerDefaultActionsItem[]>;
    /** The listener attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ListenerAttributes"?: Input<ListenerListenerAttributesItem[]>;
    /** The Amazon Resource Name (ARN) of the load balancer. Required. A change replaces the resource. */
    "LoadBalancerArn": Input<string>;
    /** The mutual authentication configuration information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MutualAuthentication"?: Input<ListenerMutualAuthentication>;
    /** The port on which the load balancer is listening. */
    "Port"?: Input<number>;
    /** The protocol for connections from clients to the load balancer. */
    "Protocol"?: Input<ListenerProtocol>;
    /** [HTTPS and TLS listeners] The security policy that defines which protocols and ciphers are supported. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SslPolicy"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Tags"?: Input<ListenerTagsItem[]>;
  }

  /** `aws:elasticloadbalancingv2:Listener`: Specifies a listener for an Application Load Balancer, Network Load Balancer, or Gateway Load Balancer. */
  export class Listener extends Resource {
    constructor(name: string, args: ListenerArgs, opts?: ResourceOptions) {
      super("aws:elasticloadbalancingv2:Listener", name, args, opts);
    }

    /** Output `ListenerArn`. */
    get listenerArn(): Output<string> {
      return this.output("ListenerArn");
    }
  }

  /** The values `EnablePrefixForIpv6SourceNat` of `aws:elasticloadbalancingv2:LoadBalancer` may take. [Network Load Balancers with UDP listeners] Indicates whether to use an IPv6 prefix from each subnet for source NAT. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type LoadBalancerEnablePrefixForIpv6SourceNat = "off" | "on";

  /** The values `IpAddressType` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The IP address type. */
  export type LoadBalancerIpAddressType = "dualstack" | "dualstack-without-public-ipv4" | "ipv4";

  /** `LoadBalancerAttributes[*]` of `aws:elasticloadbalancingv2:LoadBalancer`. */
  export interface LoadBalancerLoadBalancerAttributesItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** `MinimumLoadBalancerCapacity` of `aws:elasticloadbalancingv2:LoadBalancer`. The minimum capacity for a load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface LoadBalancerMinimumLoadBalancerCapacity {
    /** Required. */
    "CapacityUnits": Input<number>;
  }

  /** The values `Scheme` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The nodes of an Internet-facing load balancer have public IP addresses. */
  export type LoadBalancerScheme = "internal" | "internet-facing";

  /** `SubnetMappings[*]` of `aws:elasticloadbalancingv2:LoadBalancer`. */
  export interface LoadBalancerSubnetMappingsItem {
    "AllocationId"?: Input<string>;
    "IPv6Address"?: Input<string>;
    "PrivateIPv4Address"?: Input<string>;
    "SourceNatIpv6Prefix"?: Input<string>;
    /** Required. */
    "SubnetId": Input<string>;
  }

  /** `Tags[*]` of `aws:elasticloadbalancingv2:LoadBalancer`. */
  export interface LoadBalancerTagsItem {
    /** Required. */
    "Key": Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `Type` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The type of load balancer. */
  export type LoadBalancerType = "application" | "gateway" | "network";

  /** The inputs of `aws:elasticloadbalancingv2:LoadBalancer`. */
  export interface LoadBalancerArgs {
    /** Indicates whether to enable stabilization when creating or updating an LCU reservation. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnableCapacityReservationProvisionStabilize"?: Input<boolean>;
    /** [Network Load Balancers with UDP listeners] Indicates whether to use an IPv6 prefix from each subnet for source NAT. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnablePrefixForIpv6SourceNat"?: Input<LoadBalancerEnablePrefixForIpv6SourceNat>;
    /** Indicates whether to evaluate inbound security group rules for traffic sent to a Network Load Balancer through privatelink. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnforceSecurityGroupInboundRulesOnPrivateLinkTraffic"?: Input<string>;
    /** The IP address type. Default: `"ipv4"`. */
    "IpAddressType"?: Input<LoadBalancerIpAddressType>;
    /** The ID of the IPv4 IPAM pool. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Ipv4IpamPoolId"?: Input<string>;
    /** The load balancer attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LoadBalancerAttributes"?: Input<LoadBalancerLoadBalancerAttributesItem[]>;
    /** The minimum capacity for a load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MinimumLoadBalancerCapacity"?: Input<LoadBalancerMinimumLoadBalancerCapacity>;
    /** The name of the load balancer. A change replaces the resource. */
    "Name"?: Input<string>;
    /** The nodes of an Internet-facing load balancer have public IP addresses. A change replaces the resource. Default: `"internet-facing"`. */
    "Scheme"?: Input<LoadBalancerScheme>;
    /** [Application Load Balancers and Network Load Balancers] The IDs of the security groups for the load balancer. */
    "SecurityGroups"?: Input<string[]>;
    /** The IDs of the subnets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SubnetMappings"?: Input<LoadBalancerSubnetMappingsItem[]>;
    /** The IDs of the subnets. */
    "Subnets"?: Input<string[]>;
    /** The tags to assign to the load balancer. */
    "Tags"?: Input<LoadBalancerTagsItem[]>;
    /** The type of load balancer. A change replaces the resource. Default: `"application"`. */
    "Type"?: Input<LoadBalancerType>;
  }

  /** `aws:elasticloadbalancingv2:LoadBalancer`: Specifies an Application Load Balancer, a Network Load Balancer, or a Gateway Load Balancer. */
  export class LoadBalancer extends Resource {
    constructor(name: string, args: LoadBalancerArgs = {}, opts?: ResourceOptions) {
      super("aws:elasticloadbalancingv2:LoadBalancer", name, args, opts);
    }

    /** Output `CanonicalHostedZoneID`. */
    get canonicalHostedZoneId(): Output<string> {
      return this.output("CanonicalHostedZoneID");
    }

    /** Output `DNSName`. */
    get dnsName(): Output<string> {
      return this.output("DNSName");
    }

    /** Output `LoadBalancerArn`. */
    get loadBalancerArn(): Output<string> {
      return this.output("LoadBalancerArn");
    }

    /** Output `LoadBalancerFullName`. */
    get loadBalancerFullName(): Output<string> {
      return this.output("LoadBalancerFullName");
    }

    /** Output `LoadBalancerName`. */
    get loadBalancerName(): Output<string> {
      return this.output("LoadBalancerName");
    }
  }

  /** The values `HealthCheckProtocol` of `aws:elasticloadbalancingv2:TargetGroup` may take. The protocol the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type TargetGroupHealthCheckProtocol = "GENEVE" | "HTTP" | "HTTPS" | "QUIC" | "TCP" | "TCP_QUIC" | "TCP_UDP" | "TLS" | "UDP";

  /** The values `IpAddressType` of `aws:elasticloadbalancingv2:TargetGroup` may take. The type of IP address used for this target group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type TargetGroupIpAddressType = "ipv4" | "ipv6";

  /** `Matcher` of `aws:elasticloadbalancingv2:TargetGroup`. [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target. */
  export interface TargetGroupMatcher {
    "GrpcCode"?: Input<string>;
    "HttpCode"?: Input<string>;
  }

  /** The values `Protocol` of `aws:elasticloadbalancingv2:TargetGroup` may take. The protocol to use for routing traffic to the targets. */
  export type TargetGroupProtocol = "GENEVE" | "HTTP" | "HTTPS" | "QUIC" | "TCP" | "TCP_QUIC" | "TCP_UDP" | "TLS" | "UDP";

  /** `Tags[*]` of `aws:elasticloadbalancingv2:TargetGroup`. */
  export interface TargetGroupTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** `TargetGroupAttributes[*]` of `aws:elasticloadbalancingv2:TargetGroup`. */
  export interface TargetGroupTargetGroupAttributesItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `TargetType` of `aws:elasticloadbalancingv2:TargetGroup` may take. The type of target that you must specify when registering targets with this target group. */
  export type TargetGroupTargetType = "alb" | "instance" | "ip" | "lambda";

  /** `Targets[*]` of `aws:elasticloadbalancingv2:TargetGroup`. */
  export interface TargetGroupTargetsItem {
    "AvailabilityZone"?: Input<string>;
    /** Required. */
    "Id": Input<string>;
    "Port"?: Input<number>;
    "QuicServerId"?: Input<string>;
  }

  /** The inputs of `aws:elasticloadbalancingv2:TargetGroup`. */
  export interface TargetGroupArgs {
    /** Indicates whether health checks are enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "HealthCheckEnabled"?: Input<boolean>;
    /** The approximate amount of time, in seconds, between health checks of an individual target. */
    "HealthCheckIntervalSeconds"?: Input<number>;
    /** [HTTP/HTTPS health checks] The destination for health checks on the targets. */
    "HealthCheckPath"?: Input<string>;
    /** The port the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "HealthCheckPort"?: Input<string>;
    /** The protocol the load balancer uses when performing health checks on targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "HealthCheckProtocol"?: Input<TargetGroupHealthCheckProtocol>;
    /** The amount of time, in seconds, during which no response from a target means a failed health check. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "HealthCheckTimeoutSeconds"?: Input<number>;
    /** The number of consecutive health checks successes required before considering an unhealthy target healthy. */
    "HealthyThresholdCount"?: Input<number>;
    /** The type of IP address used for this target group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "IpAddressType"?: Input<TargetGroupIpAddressType>;
    /** [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target. */
    "Matcher"?: Input<TargetGroupMatcher>;
    /** The name of the target group. A change replaces the resource. */
    "Name"?: Input<string>;
    /** The port on which the targets receive traffic. A change replaces the resource. */
    "Port"?: Input<number>;
    /** The protocol to use for routing traffic to the targets. A change replaces the resource. */
    "Protocol"?: Input<TargetGroupProtocol>;
    /** [HTTP/HTTPS protocol] The protocol version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "ProtocolVersion"?: Input<string>;
    /** The tags. */
    "Tags"?: Input<TargetGroupTagsItem[]>;
    /** The port that the target control agent uses to communicate the available capacity of targets to the load balancer. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TargetControlPort"?: Input<number>;
    /** The attributes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TargetGroupAttributes"?: Input<TargetGroupTargetGroupAttributesItem[]>;
    /** The type of target that you must specify when registering targets with this target group. A change replaces the resource. Default: `"instance"`. */
    "TargetType"?: Input<TargetGroupTargetType>;
    /** The targets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Targets"?: Input<TargetGroupTargetsItem[]>;
    /** The number of consecutive health check failures required before considering a target unhealthy. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "UnhealthyThresholdCount"?: Input<number>;
    /** The identifier of the virtual private cloud (VPC). A change replaces the resource. */
    "VpcId"?: Input<string>;
  }

  /** `aws:elasticloadbalancingv2:TargetGroup`: Resource Type definition for AWS::ElasticLoadBalancingV2::TargetGroup */
  export class TargetGroup extends Resource {
    constructor(name: string, args: TargetGroupArgs = {}, opts?: ResourceOptions) {
      super("aws:elasticloadbalancingv2:TargetGroup", name, args, opts);
    }

    /** Output `LoadBalancerArns`. */
    get loadBalancerArns(): Output<unknown[]> {
      return this.output("LoadBalancerArns");
    }

    /** Output `TargetGroupArn`. */
    get targetGroupArn(): Output<string> {
      return this.output("TargetGroupArn");
    }

    /** Output `TargetGroupFullName`. */
    get targetGroupFullName(): Output<string> {
      return this.output("TargetGroupFullName");
    }

    /** Output `TargetGroupName`. */
    get targetGroupName(): Output<string> {
      return this.output("TargetGroupName");
    }
  }
}

/** `aws:events:*` resources. */
export namespace events {

  /** The values `State` of `aws:events:Rule` may take. The state of the rule. */
  export type RuleState = "DISABLED" | "ENABLED" | "ENABLED_WITH_ALL_CLOUDTRAIL_MANAGEMENT_EVENTS";

  /** `Tags[*]` of `aws:events:Rule`. */
  export interface RuleTagsItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** `Targets[*].AppSyncParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemAppSyncParameters {
    /** Required. */
    "GraphQLOperation": Input<string>;
  }

  /** `Targets[*].BatchParameters.ArrayProperties` of `aws:events:Rule`. */
  export interface RuleTargetsItemBatchParametersArrayProperties {
    "Size"?: Input<number>;
  }

  /** `Targets[*].BatchParameters.RetryStrategy` of `aws:events:Rule`. */
  export interface RuleTargetsItemBatchParametersRetryStrategy {
    "Attempts"?: Input<number>;
  }

  /** `Targets[*].BatchParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemBatchParameters {
    "ArrayProperties"?: Input<RuleTargetsItemBatchParametersArrayProperties>;
    /** Required. */
    "JobDefinition": Input<string>;
    /** Required. */
    "JobName": Input<string>;
    "RetryStrategy"?: Input<RuleTargetsItemBatchParametersRetryStrategy>;
  }

  /** `Targets[*].DeadLetterConfig` of `aws:events:Rule`. */
  export interface RuleTargetsItemDeadLetterConfig {
    "Arn"?: Input<string>;
  }

  /** `Targets[*].EcsParameters.CapacityProviderStrategy[*]` of `aws:events:Rule`. */
  export interface RuleTargetsItemEcsParametersCapacityProviderStrategyItem {
    "Base"?: Input<number>;
    /** Required. */
    "CapacityProvider": Input<string>;
    "Weight"?: Input<number>;
  }

  /** The values `Targets[*].EcsParameters.LaunchType` of `aws:events:Rule` may take. */
  export type RuleTargetsItemEcsParametersLaunchType = "EC2" | "EXTERNAL" | "FARGATE";

  /** `Targets[*].EcsParameters.NetworkConfiguration` of `aws:events:Rule`. */
  export interface RuleTargetsItemEcsParametersNetworkConfiguration {
    "AwsVpcConfiguration"?: Input<Record<string, unknown>>;
  }

  /** The values `Targets[*].EcsParameters.PlacementConstraints[*].Type` of `aws:events:Rule` may take. */
  export type RuleTargetsItemEcsParametersPlacementConstraintsItemType = "distinctInstance" | "memberOf";

  /** `Targets[*].EcsParameters.PlacementConstraints[*]` of `aws:events:Rule`. */
  export interface RuleTargetsItemEcsParametersPlacementConstraintsItem {
    "Expression"?: Input<string>;
    "Type"?: Input<RuleTargetsItemEcsParametersPlacementConstraintsItemType>;
  }

  /** `Targets[*].EcsParameters.PlacementStrategies[*]` of `aws:events:Rule`. */
  export interface RuleTargetsItemEcsParametersPlacementStrategiesItem {
    "Field"?: Input<string>;
    "Type"?: Input<string>;
  }

  /** The values `Targets[*].EcsParameters.PropagateTags` of `aws:events:Rule` may take. */
  export type RuleTargetsItemEcsParametersPropagateTags = "TASK_DEFINITION";

  /** `Targets[*].EcsParameters.TagList[*]` of `aws:events:Rule`. */
  export interface RuleTargetsItemEcsParametersTagListItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** `Targets[*].EcsParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemEcsParameters {
    "CapacityProviderStrategy"?: Input<RuleTargetsItemEcsParametersCapacityProviderStrategyItem[]>;
    "EnableECSManagedTags"?: Input<boolean>;
    "EnableExecuteCommand"?: Input<boolean>;
    "Group"?: Input<string>;
    "LaunchType"?: Input<RuleTargetsItemEcsParametersLaunchType>;
    "NetworkConfiguration"?: Input<RuleTargetsItemEcsParametersNetworkConfiguration>;
    "PlacementConstraints"?: Input<RuleTargetsItemEcsParametersPlacementConstraintsItem[]>;
    "PlacementStrategies"?: Input<RuleTargetsItemEcsParametersPlacementStrategiesItem[]>;
    "PlatformVersion"?: Input<string>;
    "PropagateTags"?: Input<RuleTargetsItemEcsParametersPropagateTags>;
    "ReferenceId"?: Input<string>;
    "TagList"?: Input<RuleTargetsItemEcsParametersTagListItem[]>;
    "TaskCount"?: Input<number>;
    /** Required. */
    "TaskDefinitionArn": Input<string>;
  }

  /** `Targets[*].HttpParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemHttpParameters {
    "HeaderParameters"?: Input<Record<string, string>>;
    "PathParameterValues"?: Input<string[]>;
    "QueryStringParameters"?: Input<Record<string, string>>;
  }

  /** `Targets[*].InputTransformer` of `aws:events:Rule`. */
  export interface RuleTargetsItemInputTransformer {
    "InputPathsMap"?: Input<Record<string, string>>;
    /** Required. */
    "InputTemplate": Input<string>;
  }

  /** `Targets[*].KinesisParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemKinesisParameters {
    /** Required. */
    "PartitionKeyPath": Input<string>;
  }

  /** `Targets[*].RedshiftDataParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemRedshiftDataParameters {
    /** Required. */
    "Database": Input<string>;
    "DbUser"?: Input<string>;
    "SecretManagerArn"?: Input<string>;
    "Sql"?: Input<string>;
    "Sqls"?: Input<string[]>;
    "StatementName"?: Input<string>;
    "WithEvent"?: Input<boolean>;
  }

  /** `Targets[*].RetryPolicy` of `aws:events:Rule`. */
  export interface RuleTargetsItemRetryPolicy {
    "MaximumEventAgeInSeconds"?: Input<number>;
    "MaximumRetryAttempts"?: Input<number>;
  }

  /** `Targets[*].RunCommandParameters.RunCommandTargets[*]` of `aws:events:Rule`. */
  export interface RuleTargetsItemRunCommandParametersRunCommandTargetsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Values": Input<string[]>;
  }

  /** `Targets[*].RunCommandParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemRunCommandParameters {
    /** Required. */
    "RunCommandTargets": Input<RuleTargetsItemRunCommandParametersRunCommandTargetsItem[]>;
  }

  /** `Targets[*].SageMakerPipelineParameters.PipelineParameterList[*]` of `aws:events:Rule`. */
  export interface RuleTargetsItemSageMakerPipelineParametersPipelineParameterListItem {
    /** Required. */
    "Name": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** `Targets[*].SageMakerPipelineParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemSageMakerPipelineParameters {
    "PipelineParameterList"?: Input<RuleTargetsItemSageMakerPipelineParametersPipelineParameterListItem[]>;
  }

  /** `Targets[*].SqsParameters` of `aws:events:Rule`. */
  export interface RuleTargetsItemSqsParameters {
    /** Required. */
    "MessageGroupId": Input<string>;
  }

  /** `Targets[*]` of `aws:events:Rule`. */
  export interface RuleTargetsItem {
    "AppSyncParameters"?: Input<RuleTargetsItemAppSyncParameters>;
    /** Required. */
    "Arn": Input<string>;
    "BatchParameters"?: Input<RuleTargetsItemBatchParameters>;
    "DeadLetterConfig"?: Input<RuleTargetsItemDeadLetterConfig>;
    "EcsParameters"?: Input<RuleTargetsItemEcsParameters>;
    "HttpParameters"?: Input<RuleTargetsItemHttpParameters>;
    /** Required. */
    "Id": Input<string>;
    "Input"?: Input<string>;
    "InputPath"?: Input<string>;
    "InputTransformer"?: Input<RuleTargetsItemInputTransformer>;
    "KinesisParameters"?: Input<RuleTargetsItemKinesisParameters>;
    "RedshiftDataParameters"?: Input<RuleTargetsItemRedshiftDataParameters>;
    "RetryPolicy"?: Input<RuleTargetsItemRetryPolicy>;
    "RoleArn"?: Input<string>;
    "RunCommandParameters"?: Input<RuleTargetsItemRunCommandParameters>;
    "SageMakerPipelineParameters"?: Input<RuleTargetsItemSageMakerPipelineParameters>;
    "SqsParameters"?: Input<RuleTargetsItemSqsParameters>;
  }

  /** The inputs of `aws:events:Rule`. */
  export interface RuleArgs {
    /** The description of the rule. */
    "Description"?: Input<string>;
    /** The name or ARN of the event bus associated with the rule. A change replaces the resource. Default: `"default"`. */
    "EventBusName"?: Input<string>;
    /** The event pattern of the rule. */
    "EventPattern"?: Input<unknown>;
    /** The name of the rule. A change replaces the resource. */
    "Name"?: Input<string>;
    /** The Amazon Resource Name (ARN) of the role that is used for target invocation. */
    "RoleArn"?: Input<string>;
    /** The scheduling expression. */
    "ScheduleExpression"?: Input<string>;
    /** The state of the rule. Default: `"ENABLED"`. */
    "State"?: Input<RuleState>;
    /** Any tags assigned to the event rule. */
    "Tags"?: Input<RuleTagsItem[]>;
    /** Adds the specified targets to the specified rule, or updates the targets if they are already associated with the rule. */
    "Targets"?: Input<RuleTargetsItem[]>;
  }

  /** `aws:events:Rule`: Resource Type definition for AWS::Events::Rule */
  export class Rule extends Resource {
    constructor(name: string, args: RuleArgs = {}, opts?: ResourceOptions) {
      super("aws:events:Rule", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `RuleName`. */
    get ruleName(): Output<string> {
      return this.output("RuleName");
    }
  }
}

/** `aws:iam:*` resources. */
export namespace iam {

  /** The inputs of `aws:iam:ManagedPolicy`. */
  export interface ManagedPolicyArgs {
    /** A change replaces the resource. */
    "Description"?: Input<string>;
    /** The name (friendly name, not ARN) of the group to attach the policy to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Groups"?: Input<string[]>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "ManagedPolicyName"?: Input<string>;
    /** A change replaces the resource. Default: `"/"`. */
    "Path"?: Input<string>;
    /** Required. */
    "PolicyDocument": Input<Record<string, unknown>>;
    "Roles"?: Input<string[]>;
    /** The name (friendly name, not ARN) of the IAM user to attach the policy to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Users"?: Input<string[]>;
  }

  /** `aws:iam:ManagedPolicy`: A customer managed IAM policy (AWS::IAM::ManagedPolicy). */
  export class ManagedPolicy extends Resource {
    constructor(name: string, args: ManagedPolicyArgs, opts?: ResourceOptions) {
      super("aws:iam:ManagedPolicy", name, args, opts);
    }

    /** Output `AttachmentCount`. */
    get attachmentCount(): Output<number> {
      return this.output("AttachmentCount");
    }

    /** Output `CreateDate`. */
    get createDate(): Output<string> {
      return this.output("CreateDate");
    }

    /** Output `DefaultVersionId`. */
    get defaultVersionId(): Output<string> {
      return this.output("DefaultVersionId");
    }

    /** Output `IsAttachable`. */
    get isAttachable(): Output<boolean> {
      return this.output("IsAttachable");
    }

    /** Output `PermissionsBoundaryUsageCount`. */
    get permissionsBoundaryUsageCount(): Output<number> {
      return this.output("PermissionsBoundaryUsageCount");
    }

    /** Output `PolicyArn`. */
    get policyArn(): Output<string> {
      return this.output("PolicyArn");
    }

    /** Output `PolicyId`. */
    get policyId(): Output<string> {
      return this.output("PolicyId");
    }

    /** Output `UpdateDate`. */
    get updateDate(): Output<string> {
      return this.output("UpdateDate");
    }
  }

  /** The inputs of `aws:iam:Policy`. */
  export interface PolicyArgs {
    /** The name of the group to associate the policy with. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Groups"?: Input<string[]>;
    /** Required. */
    "PolicyDocument": Input<Record<string, unknown>>;
    /** Required. A change replaces the resource. */
    "PolicyName": Input<string>;
    /** Required. */
    "Roles": Input<string[]>;
    /** The name of the user to associate the policy with. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Users"?: Input<string[]>;
  }

  /** `aws:iam:Policy`: An inline policy put on IAM roles (AWS::IAM::Policy). */
  export class Policy extends Resource {
    constructor(name: string, args: PolicyArgs, opts?: ResourceOptions) {
      super("aws:iam:Policy", name, args, opts);
    }

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }

    /** Output `PolicyName`. */
    get policyName(): Output<string> {
      return this.output("PolicyName");
    }
  }

  /** `Policies[*]` of `aws:iam:Role`. */
  export interface RolePoliciesItem {
    /** Required. */
    "PolicyDocument": Input<unknown>;
    /** Required. */
    "PolicyName": Input<string>;
  }

  /** `Tags[*]` of `aws:iam:Role`. */
  export interface RoleTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:iam:Role`. */
  export interface RoleArgs {
    /** Required. */
    "AssumeRolePolicyDocument": Input<Record<string, unknown>>;
    "Description"?: Input<string>;
    "ManagedPolicyArns"?: Input<string[]>;
    "MaxSessionDuration"?: Input<number>;
    /** A change replaces the resource. Default: `"/"`. */
    "Path"?: Input<string>;
    /** The ARN of the policy used to set the permissions boundary for the role. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PermissionsBoundary"?: Input<string>;
    /** Adds or updates an inline policy document that is embedded in the specified IAM role. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Policies"?: Input<RolePoliciesItem[]>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "RoleName"?: Input<string>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<RoleTagsItem[]>;
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

/** `aws:kms:*` resources. */
export namespace kms {

  /** The inputs of `aws:kms:Alias`. */
  export interface AliasArgs {
    /** Specifies the alias name. Required. A change replaces the resource. */
    "AliasName": Input<string>;
    /** Associates the alias with the specified [](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#customer-cmk). Required. */
    "TargetKeyId": Input<string>;
  }

  /** `aws:kms:Alias`: The `AWS::KMS::Alias` resource specifies a display name for a [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys). */
  export class Alias extends Resource {
    constructor(name: string, args: AliasArgs, opts?: ResourceOptions) {
      super("aws:kms:Alias", name, args, opts);
    }

    /** Output `AliasName`. */
    get aliasName(): Output<string> {
      return this.output("AliasName");
    }
  }

  /** The values `KeySpec` of `aws:kms:Key` may take. Specifies the type of KMS key to create. */
  export type KeyKeySpec = "SYMMETRIC_DEFAULT" | "RSA_2048" | "RSA_3072" | "RSA_4096" | "ECC_NIST_P256" | "ECC_NIST_P384" | "ECC_NIST_P521" | "ECC_SECG_P256K1" | "HMAC_224" | "HMAC_256" | "HMAC_384" | "HMAC_512" | "SM2" | "ML_DSA_44" | "ML_DSA_65" | "ML_DSA_87" | "ECC_NIST_EDWARDS25519";

  /** The values `KeyUsage` of `aws:kms:Key` may take. Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t… */
  export type KeyKeyUsage = "ENCRYPT_DECRYPT" | "SIGN_VERIFY" | "GENERATE_VERIFY_MAC" | "KEY_AGREEMENT";

  /** The values `Origin` of `aws:kms:Key` may take. The source of the key material for the KMS key. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type KeyOrigin = "AWS_KMS" | "EXTERNAL";

  /** `Tags[*]` of `aws:kms:Key`. */
  export interface KeyTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:kms:Key`. */
  export interface KeyArgs {
    /** Skips ("bypasses") the key policy lockout safety check. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "BypassPolicyLockoutSafetyCheck"?: Input<boolean>;
    /** A description of the KMS key. */
    "Description"?: Input<string>;
    /** Enables automatic rotation of the key material for the specified KMS key. Default: `false`. */
    "EnableKeyRotation"?: Input<boolean>;
    /** Specifies whether the KMS key is enabled. Default: `true`. */
    "Enabled"?: Input<boolean>;
    /** The key policy to attach to the KMS key. */
    "KeyPolicy"?: Input<unknown>;
    /** Specifies the type of KMS key to create. A change replaces the resource. Default: `"SYMMETRIC_DEFAULT"`. */
    "KeySpec"?: Input<KeyKeySpec>;
    /** Determines the [cryptographic operations](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#cryptographic-operations) for which you can use t…. A change replaces the resource. Default: `"ENCRYPT_DECRYPT"`. */
    "KeyUsage"?: Input<KeyKeyUsage>;
    /** Creates a multi-Region primary key that you can replicate in other AWS-Regions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MultiRegion"?: Input<boolean>;
    /** The source of the key material for the KMS key. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Origin"?: Input<KeyOrigin>;
    /** Specifies the number of days in the waiting period before KMS deletes a KMS key that has been removed from a CloudFormation stack. */
    "PendingWindowInDays"?: Input<number>;
    /** Specifies a custom period of time between each rotation date. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RotationPeriodInDays"?: Input<number>;
    /** Assigns one or more tags to the replica key. */
    "Tags"?: Input<KeyTagsItem[]>;
  }

  /** `aws:kms:Key`: The `AWS::KMS::Key` resource specifies an [KMS key](https://docs.aws.amazon.com/kms/latest/developerguide/concepts.html#kms_keys) in KMSlong. */
  export class Key extends Resource {
    constructor(name: string, args: KeyArgs = {}, opts?: ResourceOptions) {
      super("aws:kms:Key", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `KeyId`. */
    get keyId(): Output<string> {
      return this.output("KeyId");
    }
  }
}

/** `aws:lambda:*` resources. */
export namespace lambda {

  /** The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*].Type` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType = "BASIC_AUTH" | "CLIENT_CERTIFICATE_TLS_AUTH" | "SERVER_ROOT_CA_CERTIFICATE" | "OAUTHBEARER_AUTH";

  /** `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*]` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem {
    "Type"?: Input<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType>;
    "URI"?: Input<string>;
  }

  /** The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.EventRecordFormat` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat = "JSON" | "SOURCE";

  /** The values `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*].Attribute` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute = "KEY" | "VALUE";

  /** `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*]` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem {
    "Attribute"?: Input<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute>;
  }

  /** `AmazonManagedKafkaEventSourceConfig.SchemaRegistryConfig` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfig {
    "AccessConfigs"?: Input<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem[]>;
    "EventRecordFormat"?: Input<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat>;
    "SchemaRegistryURI"?: Input<string>;
    "SchemaValidationConfigs"?: Input<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem[]>;
  }

  /** `AmazonManagedKafkaEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for an Amazon Managed Streaming for Apache Kafka (Amazon MSK) event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingAmazonManagedKafkaEventSourceConfig {
    "ConsumerGroupId"?: Input<string>;
    "SchemaRegistryConfig"?: Input<EventSourceMappingAmazonManagedKafkaEventSourceConfigSchemaRegistryConfig>;
  }

  /** `DestinationConfig.OnFailure` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingDestinationConfigOnFailure {
    "Destination"?: Input<string>;
  }

  /** `DestinationConfig` of `aws:lambda:EventSourceMapping`. (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) A configuration object that specifies the destination of an event after Lambda processes… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingDestinationConfig {
    "OnFailure"?: Input<EventSourceMappingDestinationConfigOnFailure>;
  }

  /** The values `DocumentDBEventSourceConfig.FullDocument` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingDocumentDBEventSourceConfigFullDocument = "UpdateLookup" | "Default";

  /** `DocumentDBEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for a DocumentDB event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingDocumentDBEventSourceConfig {
    "CollectionName"?: Input<string>;
    "DatabaseName"?: Input<string>;
    "FullDocument"?: Input<EventSourceMappingDocumentDBEventSourceConfigFullDocument>;
  }

  /** `FilterCriteria.Filters[*]` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingFilterCriteriaFiltersItem {
    "Pattern"?: Input<string>;
  }

  /** `FilterCriteria` of `aws:lambda:EventSourceMapping`. An object that defines the filter criteria that determine whether Lambda should process an event. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingFilterCriteria {
    "Filters"?: Input<EventSourceMappingFilterCriteriaFiltersItem[]>;
  }

  /** The values `FunctionResponseTypes[*]` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingFunctionResponseTypesItem = "ReportBatchItemFailures";

  /** The values `LoggingConfig.SystemLogLevel` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingLoggingConfigSystemLogLevel = "DEBUG" | "INFO" | "WARN";

  /** `LoggingConfig` of `aws:lambda:EventSourceMapping`. (Amazon MSK, and self-managed Apache Kafka only) The logging configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingLoggingConfig {
    "SystemLogLevel"?: Input<EventSourceMappingLoggingConfigSystemLogLevel>;
  }

  /** The values `MetricsConfig.Metrics[*]` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingMetricsConfigMetricsItem = "EventCount" | "ErrorCount" | "KafkaMetrics";

  /** `MetricsConfig` of `aws:lambda:EventSourceMapping`. The metrics configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingMetricsConfig {
    "Metrics"?: Input<EventSourceMappingMetricsConfigMetricsItem[]>;
  }

  /** `ProvisionedPollerConfig` of `aws:lambda:EventSourceMapping`. (Amazon SQS, Amazon MSK, and self-managed Apache Kafka only) The provisioned mode configuration for the event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingProvisionedPollerConfig {
    "MaximumPollers"?: Input<number>;
    "MinimumPollers"?: Input<number>;
    "PollerGroupName"?: Input<string>;
  }

  /** `ScalingConfig` of `aws:lambda:EventSourceMapping`. This property is for Amazon SQS event sources only. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingScalingConfig {
    "MaximumConcurrency"?: Input<number>;
  }

  /** `SelfManagedEventSource.Endpoints` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingSelfManagedEventSourceEndpoints {
    "KafkaBootstrapServers"?: Input<string[]>;
  }

  /** `SelfManagedEventSource` of `aws:lambda:EventSourceMapping`. The self-managed Apache Kafka cluster for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingSelfManagedEventSource {
    "Endpoints"?: Input<EventSourceMappingSelfManagedEventSourceEndpoints>;
  }

  /** The values `SelfManagedKafkaEventSourceConfig.ConsumptionMode` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingSelfManagedKafkaEventSourceConfigConsumptionMode = "Stream" | "Queue";

  /** The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*].Type` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType = "BASIC_AUTH" | "CLIENT_CERTIFICATE_TLS_AUTH" | "SERVER_ROOT_CA_CERTIFICATE" | "OAUTHBEARER_AUTH";

  /** `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.AccessConfigs[*]` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem {
    "Type"?: Input<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItemType>;
    "URI"?: Input<string>;
  }

  /** The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.EventRecordFormat` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat = "JSON" | "SOURCE";

  /** The values `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*].Attribute` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute = "KEY" | "VALUE";

  /** `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig.SchemaValidationConfigs[*]` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem {
    "Attribute"?: Input<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItemAttribute>;
  }

  /** `SelfManagedKafkaEventSourceConfig.SchemaRegistryConfig` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfig {
    "AccessConfigs"?: Input<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigAccessConfigsItem[]>;
    "EventRecordFormat"?: Input<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigEventRecordFormat>;
    "SchemaRegistryURI"?: Input<string>;
    "SchemaValidationConfigs"?: Input<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfigSchemaValidationConfigsItem[]>;
  }

  /** `SelfManagedKafkaEventSourceConfig` of `aws:lambda:EventSourceMapping`. Specific configuration settings for a self-managed Apache Kafka event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface EventSourceMappingSelfManagedKafkaEventSourceConfig {
    "ConsumerGroupId"?: Input<string>;
    "ConsumptionMode"?: Input<EventSourceMappingSelfManagedKafkaEventSourceConfigConsumptionMode>;
    "SchemaRegistryConfig"?: Input<EventSourceMappingSelfManagedKafkaEventSourceConfigSchemaRegistryConfig>;
  }

  /** The values `SourceAccessConfigurations[*].Type` of `aws:lambda:EventSourceMapping` may take. */
  export type EventSourceMappingSourceAccessConfigurationsItemType = "BASIC_AUTH" | "VPC_SUBNET" | "VPC_SECURITY_GROUP" | "SASL_SCRAM_512_AUTH" | "SASL_SCRAM_256_AUTH" | "VIRTUAL_HOST" | "CLIENT_CERTIFICATE_TLS_AUTH" | "SERVER_ROOT_CA_CERTIFICATE" | "OAUTHBEARER_AUTH" | "OAUTHBEARER_SCOPE" | "OAUTHBEARER_AUDIENCE" | "OAUTHBEARER_LOGICAL_CLUSTER" | "OAUTHBEARER_IDENTITY_POOL" | "IAM_AUTH" | "IAM_OAUTHBEARER_AUTH";

  /** `SourceAccessConfigurations[*]` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingSourceAccessConfigurationsItem {
    "Type"?: Input<EventSourceMappingSourceAccessConfigurationsItemType>;
    "URI"?: Input<string>;
  }

  /** `Tags[*]` of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingTagsItem {
    /** Required. */
    "Key": Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingArgs {
    /** Specific configuration settings for an Amazon Managed Streaming for Apache Kafka (Amazon MSK) event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AmazonManagedKafkaEventSourceConfig"?: Input<EventSourceMappingAmazonManagedKafkaEventSourceConfig>;
    /** The maximum number of records in each batch that Lambda pulls from your stream or queue and sends to your function. */
    "BatchSize"?: Input<number>;
    /** (Kinesis and DynamoDB Streams only) If the function returns an error, split the batch in two and retry. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "BisectBatchOnFunctionError"?: Input<boolean>;
    /** (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) A configuration object that specifies the destination of an event after Lambda processes… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DestinationConfig"?: Input<EventSourceMappingDestinationConfig>;
    /** Specific configuration settings for a DocumentDB event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DocumentDBEventSourceConfig"?: Input<EventSourceMappingDocumentDBEventSourceConfig>;
    /** When true, the event source mapping is active. Default: `true`. */
    "Enabled"?: Input<boolean>;
    /** The Amazon Resource Name (ARN) of the event source. A change replaces the resource. */
    "EventSourceArn"?: Input<string>;
    /** An object that defines the filter criteria that determine whether Lambda should process an event. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FilterCriteria"?: Input<EventSourceMappingFilterCriteria>;
    /** The name or ARN of the Lambda function. Required. */
    "FunctionName": Input<string>;
    /** (Kinesis, DynamoDB Streams, and SQS) A list of current response type enums applied to the event source mapping. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FunctionResponseTypes"?: Input<EventSourceMappingFunctionResponseTypesItem[]>;
    /** The ARN of the KMSlong (KMS) customer managed key that Lambda uses to encrypt your function's [filter criteria](https://docs.aws.amazon.com/lambda/latest/dg/in… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "KmsKeyArn"?: Input<string>;
    /** (Amazon MSK, and self-managed Apache Kafka only) The logging configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LoggingConfig"?: Input<EventSourceMappingLoggingConfig>;
    /** The maximum amount of time, in seconds, that Lambda spends gathering records before invoking the function. */
    "MaximumBatchingWindowInSeconds"?: Input<number>;
    /** (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) Discard records older than the specified age. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MaximumRecordAgeInSeconds"?: Input<number>;
    /** (Kinesis, DynamoDB Streams, Amazon MSK, and self-managed Apache Kafka) Discard records after the specified number of retries. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MaximumRetryAttempts"?: Input<number>;
    /** The metrics configuration for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MetricsConfig"?: Input<EventSourceMappingMetricsConfig>;
    /** (Kinesis and DynamoDB Streams only) The number of batches to process concurrently from each shard. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ParallelizationFactor"?: Input<number>;
    /** (Amazon SQS, Amazon MSK, and self-managed Apache Kafka only) The provisioned mode configuration for the event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ProvisionedPollerConfig"?: Input<EventSourceMappingProvisionedPollerConfig>;
    /** (Amazon MQ) The name of the Amazon MQ broker destination queue to consume. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Queues"?: Input<string[]>;
    /** This property is for Amazon SQS event sources only. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ScalingConfig"?: Input<EventSourceMappingScalingConfig>;
    /** The self-managed Apache Kafka cluster for your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "SelfManagedEventSource"?: Input<EventSourceMappingSelfManagedEventSource>;
    /** Specific configuration settings for a self-managed Apache Kafka event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SelfManagedKafkaEventSourceConfig"?: Input<EventSourceMappingSelfManagedKafkaEventSourceConfig>;
    /** An array of the authentication protocol, VPC components, or virtual host to secure and define your event source. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SourceAccessConfigurations"?: Input<EventSourceMappingSourceAccessConfigurationsItem[]>;
    /** The position in a stream from which to start reading. A change replaces the resource. */
    "StartingPosition"?: Input<string>;
    /** With `StartingPosition` set to `AT_TIMESTAMP`, the time from which to start reading, in Unix time seconds. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "StartingPositionTimestamp"?: Input<number>;
    /** A list of tags to add to the event source mapping. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Tags"?: Input<EventSourceMappingTagsItem[]>;
    /** The name of the Kafka topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Topics"?: Input<string[]>;
    /** (Kinesis and DynamoDB Streams only) The duration in seconds of a processing window for DynamoDB and Kinesis Streams event sources. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TumblingWindowInSeconds"?: Input<number>;
  }

  /** `aws:lambda:EventSourceMapping`: The `AWS::Lambda::EventSourceMapping` resource creates a mapping between an event source and an LAMlong function. */
  export class EventSourceMapping extends Resource {
    constructor(name: string, args: EventSourceMappingArgs, opts?: ResourceOptions) {
      super("aws:lambda:EventSourceMapping", name, args, opts);
    }

    /** Output `EventSourceMappingArn`. */
    get eventSourceMappingArn(): Output<string> {
      return this.output("EventSourceMappingArn");
    }

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }
  }

  /** The values `Architectures[*]` of `aws:lambda:Function` may take. */
  export type FunctionArchitecturesItem = "x86_64" | "arm64";

  /** `CapacityProviderConfig.LambdaManagedInstancesCapacityProviderConfig` of `aws:lambda:Function`. */
  export interface FunctionCapacityProviderConfigLambdaManagedInstancesCapacityProviderConfig {
    /** Required. */
    "CapacityProviderArn": Input<string>;
    "ExecutionEnvironmentMemoryGiBPerVCpu"?: Input<number>;
    "PerExecutionEnvironmentMaxConcurrency"?: Input<number>;
  }

  /** `CapacityProviderConfig` of `aws:lambda:Function`. Configuration for the capacity provider that manages compute resources for Lambda functions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionCapacityProviderConfig {
    /** Required. */
    "LambdaManagedInstancesCapacityProviderConfig": Input<FunctionCapacityProviderConfigLambdaManagedInstancesCapacityProviderConfig>;
  }

  /** The values `Code.S3ObjectStorageMode` of `aws:lambda:Function` may take. */
  export type FunctionCodeS3ObjectStorageMode = "COPY" | "REFERENCE";

  /** `Code` of `aws:lambda:Function`. The code for the function. */
  export interface FunctionCode {
    "ImageUri"?: Input<string>;
    "S3Bucket"?: Input<string>;
    "S3Key"?: Input<string>;
    "S3ObjectStorageMode"?: Input<FunctionCodeS3ObjectStorageMode>;
    "S3ObjectVersion"?: Input<string>;
    "SourceKMSKeyArn"?: Input<string>;
    "ZipFile"?: Input<string>;
  }

  /** `DeadLetterConfig` of `aws:lambda:Function`. A dead-letter queue configuration that specifies the queue or topic where Lambda sends asynchronous events when they fail processing. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionDeadLetterConfig {
    "TargetArn"?: Input<string>;
  }

  /** `DurableConfig` of `aws:lambda:Function`. Configuration settings for [durable functions](https://docs.aws.amazon.com/lambda/latest/dg/durable-functions.html), including execution timeout, retention per… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionDurableConfig {
    /** Required. */
    "ExecutionTimeout": Input<number>;
    "KMSKeyArn"?: Input<string>;
    /** Default: `14`. */
    "RetentionPeriodInDays"?: Input<number>;
  }

  /** `Environment` of `aws:lambda:Function`. Environment variables that are accessible from function code during execution. */
  export interface FunctionEnvironment {
    "Variables"?: Input<Record<string, unknown>>;
  }

  /** `EphemeralStorage` of `aws:lambda:Function`. The size of the function's `/tmp` directory in MB. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionEphemeralStorage {
    /** Required. */
    "Size": Input<number>;
  }

  /** The values `FileSystemConfigs[*].S3FilesConfig.DirectS3Read` of `aws:lambda:Function` may take. */
  export type FunctionFileSystemConfigsItemS3FilesConfigDirectS3Read = "ENABLED" | "DISABLED" | "AUTO";

  /** `FileSystemConfigs[*].S3FilesConfig` of `aws:lambda:Function`. */
  export interface FunctionFileSystemConfigsItemS3FilesConfig {
    "DirectS3Read"?: Input<FunctionFileSystemConfigsItemS3FilesConfigDirectS3Read>;
  }

  /** `FileSystemConfigs[*]` of `aws:lambda:Function`. */
  export interface FunctionFileSystemConfigsItem {
    /** Required. */
    "Arn": Input<string>;
    /** Required. */
    "LocalMountPath": Input<string>;
    "S3FilesConfig"?: Input<FunctionFileSystemConfigsItemS3FilesConfig>;
  }

  /** `FunctionScalingConfig` of `aws:lambda:Function`. Configuration that defines the scaling behavior for a Lambda Managed Instances function, including the minimum and maximum number of execution environments tha… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionFunctionScalingConfig {
    "MaxExecutionEnvironments"?: Input<number>;
    "MinExecutionEnvironments"?: Input<number>;
  }

  /** `ImageConfig` of `aws:lambda:Function`. Configuration values that override the container image Dockerfile settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionImageConfig {
    "Command"?: Input<string[]>;
    "EntryPoint"?: Input<string[]>;
    "WorkingDirectory"?: Input<string>;
  }

  /** The values `LoggingConfig.ApplicationLogLevel` of `aws:lambda:Function` may take. */
  export type FunctionLoggingConfigApplicationLogLevel = "TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

  /** The values `LoggingConfig.LogFormat` of `aws:lambda:Function` may take. */
  export type FunctionLoggingConfigLogFormat = "Text" | "JSON";

  /** The values `LoggingConfig.SystemLogLevel` of `aws:lambda:Function` may take. */
  export type FunctionLoggingConfigSystemLogLevel = "DEBUG" | "INFO" | "WARN";

  /** `LoggingConfig` of `aws:lambda:Function`. The function's Amazon CloudWatch Logs configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionLoggingConfig {
    "ApplicationLogLevel"?: Input<FunctionLoggingConfigApplicationLogLevel>;
    "LogFormat"?: Input<FunctionLoggingConfigLogFormat>;
    "LogGroup"?: Input<string>;
    "SystemLogLevel"?: Input<FunctionLoggingConfigSystemLogLevel>;
  }

  /** The values `PackageType` of `aws:lambda:Function` may take. The type of deployment package. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type FunctionPackageType = "Image" | "Zip";

  /** The values `RecursiveLoop` of `aws:lambda:Function` may take. The status of your function's recursive loop detection configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type FunctionRecursiveLoop = "Allow" | "Terminate";

  /** The values `Runtime` of `aws:lambda:Function` may take. The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html). */
  export type FunctionRuntime = "dotnet10" | "dotnet6" | "dotnet8" | "dotnetcore1.0" | "dotnetcore2.0" | "dotnetcore2.1" | "dotnetcore3.1" | "go1.x" | "java11" | "java11.al2023" | "java17" | "java17.al2023" | "java21" | "java25" | "java8" | "java8.al2" | "java8.al2023" | "nodejs" | "nodejs10.x" | "nodejs12.x" | "nodejs14.x" | "nodejs16.x" | "nodejs18.x" | "nodejs20.x" | "nodejs22.x" | "nodejs24.x" | "nodejs26.x" | "nodejs4.3" | "nodejs4.3-edge" | "nodejs6.10" | "nodejs8.10" | "provided" | "provided.al2" | "provided.al2023" | "python2.7" | "python3.10" | "python3.11" | "python3.12" | "python3.13" | "python3.14" | "python3.15" | "python3.6" | "python3.7" | "python3.8" | "python3.9" | "ruby2.5" | "ruby2.7" | "ruby3.2" | "ruby3.3" | "ruby3.4" | "ruby4.0";

  /** The values `RuntimeManagementConfig.UpdateRuntimeOn` of `aws:lambda:Function` may take. */
  export type FunctionRuntimeManagementConfigUpdateRuntimeOn = "Auto" | "FunctionUpdate" | "Manual";

  /** `RuntimeManagementConfig` of `aws:lambda:Function`. Sets the runtime management configuration for a function's version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionRuntimeManagementConfig {
    "RuntimeVersionArn"?: Input<string>;
    /** Required. */
    "UpdateRuntimeOn": Input<FunctionRuntimeManagementConfigUpdateRuntimeOn>;
  }

  /** The values `SnapStart.ApplyOn` of `aws:lambda:Function` may take. */
  export type FunctionSnapStartApplyOn = "PublishedVersions" | "None";

  /** `SnapStart` of `aws:lambda:Function`. The function's [SnapStart](https://docs.aws.amazon.com/lambda/latest/dg/snapstart.html) setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionSnapStart {
    /** Required. */
    "ApplyOn": Input<FunctionSnapStartApplyOn>;
  }

  /** `Tags[*]` of `aws:lambda:Function`. */
  export interface FunctionTagsItem {
    /** Required. */
    "Key": Input<string>;
    "Value"?: Input<string>;
  }

  /** The values `TenancyConfig.TenantIsolationMode` of `aws:lambda:Function` may take. */
  export type FunctionTenancyConfigTenantIsolationMode = "PER_TENANT";

  /** `TenancyConfig` of `aws:lambda:Function`. The function's tenant isolation configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionTenancyConfig {
    /** Required. */
    "TenantIsolationMode": Input<FunctionTenancyConfigTenantIsolationMode>;
  }

  /** The values `TracingConfig.Mode` of `aws:lambda:Function` may take. */
  export type FunctionTracingConfigMode = "Active" | "PassThrough";

  /** `TracingConfig` of `aws:lambda:Function`. Set `Mode` to `Active` to sample and trace a subset of incoming requests with [X-Ray](https://docs.aws.amazon.com/lambda/latest/dg/services-xray.html). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionTracingConfig {
    "Mode"?: Input<FunctionTracingConfigMode>;
  }

  /** `VpcConfig` of `aws:lambda:Function`. For network connectivity to AWS resources in a VPC, specify a list of security groups and subnets in the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface FunctionVpcConfig {
    "Ipv6AllowedForDualStack"?: Input<boolean>;
    "SecurityGroupIds"?: Input<string[]>;
    "SubnetIds"?: Input<string[]>;
  }

  /** The inputs of `aws:lambda:Function`. */
  export interface FunctionArgs {
    /** The instruction set architecture that the function supports. Default: `["x86_64"]`. */
    "Architectures"?: Input<FunctionArchitecturesItem[]>;
    /** Configuration for the capacity provider that manages compute resources for Lambda functions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CapacityProviderConfig"?: Input<FunctionCapacityProviderConfig>;
    /** The code for the function. */
    "Code"?: Input<FunctionCode>;
    /** To enable code signing for this function, specify the ARN of a code-signing configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CodeSigningConfigArn"?: Input<string>;
    /** A dead-letter queue configuration that specifies the queue or topic where Lambda sends asynchronous events when they fail processing. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeadLetterConfig"?: Input<FunctionDeadLetterConfig>;
    /** A description of the function. */
    "Description"?: Input<string>;
    /** Configuration settings for [durable functions](https://docs.aws.amazon.com/lambda/latest/dg/durable-functions.html), including execution timeout, retention per… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DurableConfig"?: Input<FunctionDurableConfig>;
    /** Environment variables that are accessible from function code during execution. */
    "Environment"?: Input<FunctionEnvironment>;
    /** The size of the function's `/tmp` directory in MB. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EphemeralStorage"?: Input<FunctionEphemeralStorage>;
    /** Connection settings for an Amazon EFS or Amazon S3 Files file system. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FileSystemConfigs"?: Input<FunctionFileSystemConfigsItem[]>;
    /** The name of the Lambda function, up to 64 characters in length. A change replaces the resource. */
    "FunctionName"?: Input<string>;
    /** Configuration that defines the scaling behavior for a Lambda Managed Instances function, including the minimum and maximum number of execution environments tha… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FunctionScalingConfig"?: Input<FunctionFunctionScalingConfig>;
    /** The name of the method within your code that Lambda calls to run your function. */
    "Handler"?: Input<string>;
    /** Configuration values that override the container image Dockerfile settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ImageConfig"?: Input<FunctionImageConfig>;
    /** The ARN of the KMSlong (KMS) customer managed key that's used to encrypt the following resources: + The function's [environment variables](https://docs.aws.ama… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "KmsKeyArn"?: Input<string>;
    /** A list of [function layers](https://docs.aws.amazon.com/lambda/latest/dg/configuration-layers.html) to add to the function's execution environment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Layers"?: Input<string[]>;
    /** The function's Amazon CloudWatch Logs configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LoggingConfig"?: Input<FunctionLoggingConfig>;
    /** The amount of [memory available to the function](https://docs.aws.amazon.com/lambda/latest/dg/configuration-function-common.html#configuration-memory-console)…. Default: `128`. */
    "MemorySize"?: Input<number>;
    /** The type of deployment package. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "PackageType"?: Input<FunctionPackageType>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PublishToLatestPublished"?: Input<boolean>;
    /** The status of your function's recursive loop detection configuration. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RecursiveLoop"?: Input<FunctionRecursiveLoop>;
    /** The number of simultaneous executions to reserve for the function. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ReservedConcurrentExecutions"?: Input<number>;
    /** The Amazon Resource Name (ARN) of the function's execution role. Required. */
    "Role": Input<string>;
    /** The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html). */
    "Runtime"?: Input<FunctionRuntime>;
    /** Sets the runtime management configuration for a function's version. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RuntimeManagementConfig"?: Input<FunctionRuntimeManagementConfig>;
    /** The function's [SnapStart](https://docs.aws.amazon.com/lambda/latest/dg/snapstart.html) setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SnapStart"?: Input<FunctionSnapStart>;
    /** Strata's own: a directory (granted to the provider with allow-dirs) whose files are the function's code, zipped by Strata; instead of Code. */
    "Source"?: Input<string>;
    /** Strata's own: the base64 SHA-256 of the Source zip (Lambda's CodeSha256), computed by check when left out; code changed behind Strata's back reads back as another digest. */
    "SourceSha256"?: Input<string>;
    /** A list of [tags](https://docs.aws.amazon.com/lambda/latest/dg/tagging.html) to apply to the function. */
    "Tags"?: Input<FunctionTagsItem[]>;
    /** The function's tenant isolation configuration settings. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "TenancyConfig"?: Input<FunctionTenancyConfig>;
    /** The amount of time (in seconds) that Lambda allows a function to run before stopping it. Default: `3`. */
    "Timeout"?: Input<number>;
    /** Set `Mode` to `Active` to sample and trace a subset of incoming requests with [X-Ray](https://docs.aws.amazon.com/lambda/latest/dg/services-xray.html). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TracingConfig"?: Input<FunctionTracingConfig>;
    /** For network connectivity to AWS resources in a VPC, specify a list of security groups and subnets in the VPC. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "VpcConfig"?: Input<FunctionVpcConfig>;
  }

  /** `aws:lambda:Function`: The `AWS::Lambda::Function` resource creates a Lambda function. */
  export class Function extends Resource {
    constructor(name: string, args: FunctionArgs, opts?: ResourceOptions) {
      super("aws:lambda:Function", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `FunctionName`. */
    get functionName(): Output<string> {
      return this.output("FunctionName");
    }

    /** Output `SnapStartResponse`. */
    get snapStartResponse(): Output<Record<string, unknown>> {
      return this.output("SnapStartResponse");
    }
  }

  /** The values `FunctionUrlAuthType` of `aws:lambda:Permission` may take. The type of authentication that your function URL uses. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type PermissionFunctionUrlAuthType = "AWS_IAM" | "NONE";

  /** The inputs of `aws:lambda:Permission`. */
  export interface PermissionArgs {
    /** The action that the principal can use on the function. Required. A change replaces the resource. */
    "Action": Input<string>;
    /** For Alexa Smart Home functions, a token that the invoker must supply. A change replaces the resource. */
    "EventSourceToken"?: Input<string>;
    /** The name or ARN of the Lambda function, version, or alias. Required. A change replaces the resource. */
    "FunctionName": Input<string>;
    /** The type of authentication that your function URL uses. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "FunctionUrlAuthType"?: Input<PermissionFunctionUrlAuthType>;
    /** Indicates whether the permission applies when the function is invoked through a function URL. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "InvokedViaFunctionUrl"?: Input<boolean>;
    /** The AWS-service, AWS-account, IAM user, or IAM role that invokes the function. Required. A change replaces the resource. */
    "Principal": Input<string>;
    /** The identifier for your organization in AOlong. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "PrincipalOrgID"?: Input<string>;
    /** For AWS-service, the ID of the AWS-account that owns the resource. A change replaces the resource. */
    "SourceAccount"?: Input<string>;
    /** For AWS-services, the ARN of the AWS resource that invokes the function. A change replaces the resource. */
    "SourceArn"?: Input<string>;
  }

  /** `aws:lambda:Permission`: The `AWS::Lambda::Permission` resource grants an AWS service or another account permission to use a function. */
  export class Permission extends Resource {
    constructor(name: string, args: PermissionArgs, opts?: ResourceOptions) {
      super("aws:lambda:Permission", name, args, opts);
    }

    /** Output `FunctionName`. */
    get functionName(): Output<string> {
      return this.output("FunctionName");
    }

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }
  }
}

/** `aws:logs:*` resources. */
export namespace logs {

  /** The values `LogGroupClass` of `aws:logs:LogGroup` may take. Specifies the log group class for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type LogGroupLogGroupClass = "STANDARD" | "INFREQUENT_ACCESS" | "DELIVERY";

  /** `Tags[*]` of `aws:logs:LogGroup`. */
  export interface LogGroupTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:logs:LogGroup`. */
  export interface LogGroupArgs {
    /** Indicates whether bearer token authentication is enabled for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "BearerTokenAuthenticationEnabled"?: Input<boolean>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DataProtectionPolicy"?: Input<unknown>;
    /** Indicates whether deletion protection is enabled for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeletionProtectionEnabled"?: Input<boolean>;
    /** Creates or updates a *field index policy* for the specified log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FieldIndexPolicies"?: Input<Record<string, unknown>[]>;
    /** The Amazon Resource Name (ARN) of the KMS key to use when encrypting log data. */
    "KmsKeyId"?: Input<string>;
    /** Specifies the log group class for this log group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LogGroupClass"?: Input<LogGroupLogGroupClass>;
    /** The name of the log group. A change replaces the resource. */
    "LogGroupName"?: Input<string>;
    /** Creates or updates a resource policy for the specified log group that allows other services to put log events to this account. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ResourcePolicyDocument"?: Input<Record<string, unknown>>;
    /** The number of days to retain the log events in the specified log group. */
    "RetentionInDays"?: Input<number>;
    /** An array of key-value pairs to apply to the log group. */
    "Tags"?: Input<LogGroupTagsItem[]>;
  }

  /** `aws:logs:LogGroup`: The `AWS::Logs::LogGroup` resource specifies a log group. */
  export class LogGroup extends Resource {
    constructor(name: string, args: LogGroupArgs = {}, opts?: ResourceOptions) {
      super("aws:logs:LogGroup", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `LogGroupName`. */
    get logGroupName(): Output<string> {
      return this.output("LogGroupName");
    }
  }
}

/** `aws:rds:*` resources. */
export namespace rds {

  /** `AdditionalStorageVolumes[*]` of `aws:rds:DBInstance`. */
  export interface DBInstanceAdditionalStorageVolumesItem {
    "AllocatedStorage"?: Input<string>;
    "Iops"?: Input<number>;
    "MaxAllocatedStorage"?: Input<number>;
    "StorageOperationPercentProgress"?: Input<number>;
    "StorageOperationStatus"?: Input<string>;
    "StorageThroughput"?: Input<number>;
    "StorageType"?: Input<string>;
    "VolumeName"?: Input<string>;
  }

  /** `AssociatedRoles[*]` of `aws:rds:DBInstance`. */
  export interface DBInstanceAssociatedRolesItem {
    /** Required. */
    "FeatureName": Input<string>;
    /** Required. */
    "RoleArn": Input<string>;
  }

  /** The values `DatabaseInsightsMode` of `aws:rds:DBInstance` may take. The mode of Database Insights to enable for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type DBInstanceDatabaseInsightsMode = "advanced" | "standard";

  /** The values `MasterUserAuthenticationType` of `aws:rds:DBInstance` may take. Specifies the authentication type for the master user. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type DBInstanceMasterUserAuthenticationType = "iam-db-auth" | "password";

  /** `MasterUserSecret` of `aws:rds:DBInstance`. The secret managed by RDS in AWS Secrets Manager for the master user password. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface DBInstanceMasterUserSecret {
    "KmsKeyId"?: Input<string>;
    "SecretArn"?: Input<string>;
  }

  /** The values `ProcessorFeatures[*].Name` of `aws:rds:DBInstance` may take. */
  export type DBInstanceProcessorFeaturesItemName = "coreCount" | "threadsPerCore";

  /** `ProcessorFeatures[*]` of `aws:rds:DBInstance`. */
  export interface DBInstanceProcessorFeaturesItem {
    "Name"?: Input<DBInstanceProcessorFeaturesItemName>;
    "Value"?: Input<string>;
  }

  /** `Tags[*]` of `aws:rds:DBInstance`. */
  export interface DBInstanceTagsItem {
    /** Required. */
    "Key": Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:rds:DBInstance`. */
  export interface DBInstanceArgs {
    /** The additional storage volumes associated with the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AdditionalStorageVolumes"?: Input<DBInstanceAdditionalStorageVolumesItem[]>;
    /** The amount of storage in gibibytes (GiB) to be initially allocated for the database instance. */
    "AllocatedStorage"?: Input<string>;
    /** A value that indicates whether major version upgrades are allowed. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AllowMajorVersionUpgrade"?: Input<boolean>;
    /** Specifies whether changes to the DB instance and any pending modifications are applied immediately, regardless of the `PreferredMaintenanceWindow` setting. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ApplyImmediately"?: Input<boolean>;
    /** The IAMlong (IAM) roles associated with the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AssociatedRoles"?: Input<DBInstanceAssociatedRolesItem[]>;
    /** A value that indicates whether minor engine upgrades are applied automatically to the DB instance during the maintenance window. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AutoMinorVersionUpgrade"?: Input<boolean>;
    /** The AWS KMS key identifier for encryption of the replicated automated backups. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AutomaticBackupReplicationKmsKeyId"?: Input<string>;
    /** The AWS-Region associated with the automated backup. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AutomaticBackupReplicationRegion"?: Input<string>;
    /** The retention period for automated backups in a different AWS Region. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AutomaticBackupReplicationRetentionPeriod"?: Input<number>;
    /** The Availability Zone (AZ) where the database will be created. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AvailabilityZone"?: Input<string>;
    /** The number of days for which automated backups are retained. Default: `1`. */
    "BackupRetentionPeriod"?: Input<number>;
    /** The location for storing automated backups and manual snapshots. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "BackupTarget"?: Input<string>;
    /** The identifier of the CA certificate for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CACertificateIdentifier"?: Input<string>;
    /** Specifies whether the DB instance is restarted when you rotate your SSL/TLS certificate. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CertificateRotationRestart"?: Input<boolean>;
    /** For supported engines, indicates that the DB instance should be associated with the specified character set. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "CharacterSetName"?: Input<string>;
    /** Specifies whether to copy tags from the DB instance to snapshots of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CopyTagsToSnapshot"?: Input<boolean>;
    /** The instance profile associated with the underlying Amazon EC2 instance of an RDS Custom DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "CustomIAMInstanceProfile"?: Input<string>;
    /** The identifier of the DB cluster that this DB instance will belong to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "DBClusterIdentifier"?: Input<string>;
    /** The identifier for the Multi-AZ DB cluster snapshot to restore from. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DBClusterSnapshotIdentifier"?: Input<string>;
    /** The compute and memory capacity of the DB instance, for example `db.m5.large`. */
    "DBInstanceClass"?: Input<string>;
    /** A name for the DB instance. A change replaces the resource. */
    "DBInstanceIdentifier"?: Input<string>;
    /** The meaning of this parameter differs according to the database engine you use. A change replaces the resource. */
    "DBName"?: Input<string>;
    /** The name of an existing DB parameter group or a reference to an [AWS::RDS::DBParameterGroup](https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DBParameterGroupName"?: Input<string>;
    /** A list of the DB security groups to assign to the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DBSecurityGroups"?: Input<string[]>;
    /** The name or Amazon Resource Name (ARN) of the DB snapshot that's used to restore the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DBSnapshotIdentifier"?: Input<string>;
    /** A DB subnet group to associate with the DB instance. A change replaces the resource. */
    "DBSubnetGroupName"?: Input<string>;
    /** The Oracle system identifier (SID), which is the name of the Oracle database instance that manages your database files. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "DBSystemId"?: Input<string>;
    /** The mode of Database Insights to enable for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DatabaseInsightsMode"?: Input<DBInstanceDatabaseInsightsMode>;
    /** Indicates whether the DB instance has a dedicated log volume (DLV) enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DedicatedLogVolume"?: Input<boolean>;
    /** A value that indicates whether to remove automated backups immediately after the DB instance is deleted. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeleteAutomatedBackups"?: Input<boolean>;
    /** Specifies whether the DB instance has deletion protection enabled. Default: `false`. */
    "DeletionProtection"?: Input<boolean>;
    /** The Active Directory directory ID to create the DB instance in. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Domain"?: Input<string>;
    /** The ARN for the Secrets Manager secret with the credentials for the user joining the domain. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DomainAuthSecretArn"?: Input<string>;
    /** The IPv4 DNS IP addresses of your primary and secondary Active Directory domain controllers. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DomainDnsIps"?: Input<string[]>;
    /** The fully qualified domain name (FQDN) of an Active Directory domain. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DomainFqdn"?: Input<string>;
    /** The name of the IAM role to use when making API calls to the Directory Service. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DomainIAMRoleName"?: Input<string>;
    /** The Active Directory organizational unit for your DB instance to join. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DomainOu"?: Input<string>;
    /** The list of log types that need to be enabled for exporting to CloudWatch Logs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnableCloudwatchLogsExports"?: Input<string[]>;
    /** A value that indicates whether to enable mapping of AWS Identity and Access Management (IAM) accounts to database accounts. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnableIAMDatabaseAuthentication"?: Input<boolean>;
    /** Specifies whether to enable Performance Insights for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EnablePerformanceInsights"?: Input<boolean>;
    /** The name of the database engine to use for this DB instance. A change replaces the resource. */
    "Engine"?: Input<string>;
    /** The lifecycle type for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EngineLifecycleSupport"?: Input<string>;
    /** The version number of the database engine to use. */
    "EngineVersion"?: Input<string>;
    /** The number of I/O operations per second (IOPS) that the database provisions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Iops"?: Input<number>;
    /** The ARN of the AWS KMS key that's used to encrypt the DB instance, such as `arn:aws:kms:us-east-1:012345678910:key/abcd1234-a123-456a-a12b-a123b4cd56ef`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "KmsKeyId"?: Input<string>;
    /** License model information for this DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LicenseModel"?: Input<string>;
    /** Specifies whether to manage the master user password with AWS Secrets Manager. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ManageMasterUserPassword"?: Input<boolean>;
    /** Specifies the authentication type for the master user. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MasterUserAuthenticationType"?: Input<DBInstanceMasterUserAuthenticationType>;
    /** The password for the master user. */
    "MasterUserPassword"?: Input<string>;
    /** The secret managed by RDS in AWS Secrets Manager for the master user password. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MasterUserSecret"?: Input<DBInstanceMasterUserSecret>;
    /** The master user name for the DB instance. A change replaces the resource. */
    "MasterUsername"?: Input<string>;
    /** The upper limit in gibibytes (GiB) to which Amazon RDS can automatically scale the storage of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MaxAllocatedStorage"?: Input<number>;
    /** The interval, in seconds, between points when Enhanced Monitoring metrics are collected for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MonitoringInterval"?: Input<number>;
    /** The ARN for the IAM role that permits RDS to send enhanced monitoring metrics to Amazon CloudWatch Logs. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MonitoringRoleArn"?: Input<string>;
    /** Specifies whether the DB instance is a Multi-AZ deployment. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MultiAZ"?: Input<boolean>;
    /** The name of the NCHAR character set for the Oracle DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "NcharCharacterSetName"?: Input<string>;
    /** The network type of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "NetworkType"?: Input<string>;
    /** Indicates that the DB instance should be associated with the specified option group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "OptionGroupName"?: Input<string>;
    /** The AWS KMS key identifier for encryption of Performance Insights data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PerformanceInsightsKMSKeyId"?: Input<string>;
    /** The number of days to retain Performance Insights data. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PerformanceInsightsRetentionPeriod"?: Input<number>;
    /** The port number on which the database accepts connections. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Port"?: Input<string>;
    /** The daily time range during which automated backups are created if automated backups are enabled, using the `BackupRetentionPeriod` parameter. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PreferredBackupWindow"?: Input<string>;
    /** The weekly time range during which system maintenance can occur, in Universal Coordinated Time (UTC). (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PreferredMaintenanceWindow"?: Input<string>;
    /** The number of CPU cores and the number of threads per core for the DB instance class of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ProcessorFeatures"?: Input<DBInstanceProcessorFeaturesItem[]>;
    /** The order of priority in which an Aurora Replica is promoted to the primary instance after a failure of the existing primary instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "PromotionTier"?: Input<number>;
    /** Indicates whether the DB instance is an internet-facing instance. */
    "PubliclyAccessible"?: Input<boolean>;
    /** The open mode of an Oracle read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ReplicaMode"?: Input<string>;
    /** The date and time to restore from. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RestoreTime"?: Input<string>;
    /** Strata's own: delete the instance without the final snapshot it otherwise leaves (CloudFormation's default deletion policy, Snapshot). Default: `false`. */
    "SkipFinalSnapshot"?: Input<boolean>;
    /** The identifier of the Multi-AZ DB cluster that will act as the source for the read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SourceDBClusterIdentifier"?: Input<string>;
    /** The Amazon Resource Name (ARN) of the replicated automated backups from which to restore, for example, `arn:aws:rds:us-east-1:123456789012:auto-backup:ab-L2IJC… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SourceDBInstanceAutomatedBackupsArn"?: Input<string>;
    /** If you want to create a read replica DB instance, specify the ID of the source DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SourceDBInstanceIdentifier"?: Input<string>;
    /** The resource ID of the source DB instance from which to restore. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SourceDbiResourceId"?: Input<string>;
    /** The ID of the region that contains the source DB instance for the read replica. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "SourceRegion"?: Input<string>;
    /** A value that indicates whether the DB instance is encrypted. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "StorageEncrypted"?: Input<boolean>;
    /** Specifies the storage throughput value, in mebibyte per second (MiBps), for the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "StorageThroughput"?: Input<number>;
    /** The storage type to associate with the DB instance. */
    "StorageType"?: Input<string>;
    /** Tags to assign to the DB instance. */
    "Tags"?: Input<DBInstanceTagsItem[]>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TdeCredentialArn"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TdeCredentialPassword"?: Input<string>;
    /** The time zone of the DB instance. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "Timezone"?: Input<string>;
    /** Specifies whether the DB instance class of the DB instance uses its default processor features. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "UseDefaultProcessorFeatures"?: Input<boolean>;
    /** Specifies whether the DB instance is restored from the latest backup time. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "UseLatestRestorableTime"?: Input<boolean>;
    /** A list of the VPC security group IDs to assign to the DB instance. */
    "VPCSecurityGroups"?: Input<string[]>;
  }

  /** `aws:rds:DBInstance`: The `AWS::RDS::DBInstance` resource creates an Amazon DB instance. */
  export class DBInstance extends Resource {
    constructor(name: string, args: DBInstanceArgs = {}, opts?: ResourceOptions) {
      super("aws:rds:DBInstance", name, args, opts);
    }

    /** Output `DBInstanceArn`. */
    get dbInstanceArn(): Output<string> {
      return this.output("DBInstanceArn");
    }

    /** Output `DBInstanceIdentifier`. */
    get dbInstanceIdentifier(): Output<string> {
      return this.output("DBInstanceIdentifier");
    }

    /** Output `DBInstanceStatus`. */
    get dbInstanceStatus(): Output<string> {
      return this.output("DBInstanceStatus");
    }

    /** Output `Endpoint`. */
    get endpoint(): Output<Record<string, unknown>> {
      return this.output("Endpoint");
    }
  }

  /** `Tags[*]` of `aws:rds:DBSubnetGroup`. */
  export interface DBSubnetGroupTagsItem {
    /** Required. */
    "Key": Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:rds:DBSubnetGroup`. */
  export interface DBSubnetGroupArgs {
    /** The description for the DB subnet group. Required. */
    "DBSubnetGroupDescription": Input<string>;
    /** The name for the DB subnet group. A change replaces the resource. */
    "DBSubnetGroupName"?: Input<string>;
    /** The EC2 Subnet IDs for the DB subnet group. Required. */
    "SubnetIds": Input<string[]>;
    /** Tags to assign to the DB subnet group. */
    "Tags"?: Input<DBSubnetGroupTagsItem[]>;
  }

  /** `aws:rds:DBSubnetGroup`: The `AWS::RDS::DBSubnetGroup` resource creates a database subnet group. */
  export class DBSubnetGroup extends Resource {
    constructor(name: string, args: DBSubnetGroupArgs, opts?: ResourceOptions) {
      super("aws:rds:DBSubnetGroup", name, args, opts);
    }

    /** Output `DBSubnetGroupArn`. */
    get dbSubnetGroupArn(): Output<string> {
      return this.output("DBSubnetGroupArn");
    }

    /** Output `DBSubnetGroupName`. */
    get dbSubnetGroupName(): Output<string> {
      return this.output("DBSubnetGroupName");
    }
  }
}

/** `aws:route53:*` resources. */
export namespace route53 {

  /** `HostedZoneConfig` of `aws:route53:HostedZone`. A complex type that contains an optional comment. */
  export interface HostedZoneHostedZoneConfig {
    "Comment"?: Input<string>;
  }

  /** `HostedZoneFeatures` of `aws:route53:HostedZone`. The features configuration for the hosted zone, including accelerated recovery settings and status information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface HostedZoneHostedZoneFeatures {
    "EnableAcceleratedRecovery"?: Input<boolean>;
  }

  /** `HostedZoneTags[*]` of `aws:route53:HostedZone`. */
  export interface HostedZoneHostedZoneTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** `QueryLoggingConfig` of `aws:route53:HostedZone`. Creates a configuration for DNS query logging. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface HostedZoneQueryLoggingConfig {
    /** Required. */
    "CloudWatchLogsLogGroupArn": Input<string>;
  }

  /** `VPCs[*]` of `aws:route53:HostedZone`. */
  export interface HostedZoneVPCsItem {
    /** Required. */
    "VPCId": Input<string>;
    /** Required. */
    "VPCRegion": Input<string>;
  }

  /** The inputs of `aws:route53:HostedZone`. */
  export interface HostedZoneArgs {
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "DelegationSetId"?: Input<string>;
    /** A complex type that contains an optional comment. */
    "HostedZoneConfig"?: Input<HostedZoneHostedZoneConfig>;
    /** The features configuration for the hosted zone, including accelerated recovery settings and status information. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "HostedZoneFeatures"?: Input<HostedZoneHostedZoneFeatures>;
    /** Adds, edits, or deletes tags for a health check or a hosted zone. */
    "HostedZoneTags"?: Input<HostedZoneHostedZoneTagsItem[]>;
    /** The name of the domain. A change replaces the resource. */
    "Name"?: Input<string>;
    /** Creates a configuration for DNS query logging. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "QueryLoggingConfig"?: Input<HostedZoneQueryLoggingConfig>;
    /** *Private hosted zones:* A complex type that contains information about the VPCs that are associated with the specified hosted zone. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "VPCs"?: Input<HostedZoneVPCsItem[]>;
    /** Strata's own: delete the zone's records first when it is deleted, those made outside Strata too (AWS deletes a zone only with its SOA and NS records left; Terraform's force_destroy). Default: `false`. */
    "forceDestroy"?: Input<boolean>;
  }

  /** `aws:route53:HostedZone`: Creates a new public or private hosted zone. */
  export class HostedZone extends Resource {
    constructor(name: string, args: HostedZoneArgs = {}, opts?: ResourceOptions) {
      super("aws:route53:HostedZone", name, args, opts);
    }

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }

    /** Output `NameServers`. */
    get nameServers(): Output<unknown[]> {
      return this.output("NameServers");
    }
  }

  /** `AliasTarget` of `aws:route53:RecordSet`. Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t… */
  export interface RecordSetAliasTarget {
    /** Required. */
    "DNSName": Input<string>;
    /** Default: `false`. */
    "EvaluateTargetHealth"?: Input<boolean>;
    /** Required. */
    "HostedZoneId": Input<string>;
  }

  /** `CidrRoutingConfig` of `aws:route53:RecordSet`. The object that is specified in resource record set object when you are linking a resource record set to a CIDR location. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface RecordSetCidrRoutingConfig {
    /** Required. */
    "CollectionId": Input<string>;
    /** Required. */
    "LocationName": Input<string>;
  }

  /** The values `Failover` of `aws:route53:RecordSet` may take. To configure failover, you add the Failover element to two resource record sets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type RecordSetFailover = "PRIMARY" | "SECONDARY";

  /** `GeoLocation` of `aws:route53:RecordSet`. A complex type that lets you control how Amazon Route 53 responds to DNS queries based on the geographic origin of the query. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface RecordSetGeoLocation {
    "ContinentCode"?: Input<string>;
    "CountryCode"?: Input<string>;
    "SubdivisionCode"?: Input<string>;
  }

  /** `GeoProximityLocation.Coordinates` of `aws:route53:RecordSet`. */
  export interface RecordSetGeoProximityLocationCoordinates {
    /** Required. */
    "Latitude": Input<string>;
    /** Required. */
    "Longitude": Input<string>;
  }

  /** `GeoProximityLocation` of `aws:route53:RecordSet`. Geoproximity resource record sets only: A complex type that lets you specify where your resources are located. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface RecordSetGeoProximityLocation {
    "AWSRegion"?: Input<string>;
    "Bias"?: Input<number>;
    "Coordinates"?: Input<RecordSetGeoProximityLocationCoordinates>;
    "LocalZoneGroup"?: Input<string>;
  }

  /** The inputs of `aws:route53:RecordSet`. */
  export interface RecordSetArgs {
    /** Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t…. */
    "AliasTarget"?: Input<RecordSetAliasTarget>;
    /** The object that is specified in resource record set object when you are linking a resource record set to a CIDR location. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CidrRoutingConfig"?: Input<RecordSetCidrRoutingConfig>;
    /** Optional: Any comments you want to include about a change batch request. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Comment"?: Input<string>;
    /** To configure failover, you add the Failover element to two resource record sets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Failover"?: Input<RecordSetFailover>;
    /** A complex type that lets you control how Amazon Route 53 responds to DNS queries based on the geographic origin of the query. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "GeoLocation"?: Input<RecordSetGeoLocation>;
    /** Geoproximity resource record sets only: A complex type that lets you specify where your resources are located. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "GeoProximityLocation"?: Input<RecordSetGeoProximityLocation>;
    /** If you want Amazon Route 53 to return this resource record set in response to a DNS query only when the status of a health check is healthy, include the Health… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "HealthCheckId"?: Input<string>;
    /** The ID of the hosted zone that you want to create records in. A change replaces the resource. */
    "HostedZoneId"?: Input<string>;
    /** The name of the hosted zone that you want to create records in. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "HostedZoneName"?: Input<string>;
    /** To route traffic approximately randomly to multiple resources, such as web servers, create one multivalue answer record for each resource and specify true for… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MultiValueAnswer"?: Input<boolean>;
    /** The name of the record that you want to create, update, or delete. Required. A change replaces the resource. */
    "Name": Input<string>;
    /** The Amazon EC2 Region where you created the resource that this resource record set refers to. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Region"?: Input<string>;
    /** One or more values that correspond with the value that you specified for the Type property. */
    "ResourceRecords"?: Input<string[]>;
    /** An identifier that differentiates among multiple resource record sets that have the same combination of name and type. A change replaces the resource. */
    "SetIdentifier"?: Input<string>;
    /** The resource record cache time to live (TTL), in seconds. */
    "TTL"?: Input<string>;
    /** The DNS record type. Required. A change replaces the resource. */
    "Type": Input<string>;
    /** Among resource record sets that have the same combination of DNS name and type, a value that determines the proportion of DNS queries that Amazon Route 53 resp…. */
    "Weight"?: Input<number>;
  }

  /** `aws:route53:RecordSet`: Resource Type definition for AWS::Route53::RecordSet. */
  export class RecordSet extends Resource {
    constructor(name: string, args: RecordSetArgs, opts?: ResourceOptions) {
      super("aws:route53:RecordSet", name, args, opts);
    }

    /** Output `HostedZoneId`. */
    get hostedZoneId(): Output<string> {
      return this.output("HostedZoneId");
    }

    /** Output `Name`. */
    get name_(): Output<string> {
      return this.output("Name");
    }

    /** Output `SetIdentifier`. */
    get setIdentifier(): Output<string> {
      return this.output("SetIdentifier");
    }

    /** Output `Type`. */
    get type_(): Output<string> {
      return this.output("Type");
    }
  }
}

/** `aws:s3:*` resources. */
export namespace s3 {

  /** The values `AbacStatus` of `aws:s3:Bucket` may take. The ABAC status of the general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type BucketAbacStatus = "Enabled" | "Disabled";

  /** The values `AccelerateConfiguration.AccelerationStatus` of `aws:s3:Bucket` may take. */
  export type BucketAccelerateConfigurationAccelerationStatus = "Enabled" | "Suspended";

  /** `AccelerateConfiguration` of `aws:s3:Bucket`. Configures the transfer acceleration state for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketAccelerateConfiguration {
    /** Required. */
    "AccelerationStatus": Input<BucketAccelerateConfigurationAccelerationStatus>;
  }

  /** The values `AccessControl` of `aws:s3:Bucket` may take. This is a legacy property, and it is not recommended for most use cases. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type BucketAccessControl = "AuthenticatedRead" | "AwsExecRead" | "BucketOwnerFullControl" | "BucketOwnerRead" | "LogDeliveryWrite" | "Private" | "PublicRead" | "PublicReadWrite";

  /** `AnalyticsConfigurations[*].StorageClassAnalysis.DataExport` of `aws:s3:Bucket`. */
  export interface BucketAnalyticsConfigurationsItemStorageClassAnalysisDataExport {
    /** Required. */
    "Destination": Input<Record<string, unknown>>;
    /** Required. */
    "OutputSchemaVersion": Input<string>;
  }

  /** `AnalyticsConfigurations[*].StorageClassAnalysis` of `aws:s3:Bucket`. */
  export interface BucketAnalyticsConfigurationsItemStorageClassAnalysis {
    "DataExport"?: Input<BucketAnalyticsConfigurationsItemStorageClassAnalysisDataExport>;
  }

  /** `AnalyticsConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`. */
  export interface BucketAnalyticsConfigurationsItemTagFiltersItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** `AnalyticsConfigurations[*]` of `aws:s3:Bucket`. */
  export interface BucketAnalyticsConfigurationsItem {
    /** Required. */
    "Id": Input<string>;
    "Prefix"?: Input<string>;
    /** Required. */
    "StorageClassAnalysis": Input<BucketAnalyticsConfigurationsItemStorageClassAnalysis>;
    "TagFilters"?: Input<BucketAnalyticsConfigurationsItemTagFiltersItem[]>;
  }

  /** The values `BucketEncryption.ServerSideEncryptionConfiguration[*].BlockedEncryptionTypes.EncryptionType[*]` of `aws:s3:Bucket` may take. */
  export type BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypesEncryptionTypeItem = "NONE" | "SSE-C";

  /** `BucketEncryption.ServerSideEncryptionConfiguration[*].BlockedEncryptionTypes` of `aws:s3:Bucket`. */
  export interface BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypes {
    "EncryptionType"?: Input<BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypesEncryptionTypeItem[]>;
  }

  /** The values `BucketEncryption.ServerSideEncryptionConfiguration[*].ServerSideEncryptionByDefault.SSEAlgorithm` of `aws:s3:Bucket` may take. */
  export type BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefaultSSEAlgorithm = "aws:kms" | "AES256" | "aws:kms:dsse";

  /** `BucketEncryption.ServerSideEncryptionConfiguration[*].ServerSideEncryptionByDefault` of `aws:s3:Bucket`. */
  export interface BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefault {
    "KMSMasterKeyID"?: Input<string>;
    /** Required. */
    "SSEAlgorithm": Input<BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefaultSSEAlgorithm>;
  }

  /** `BucketEncryption.ServerSideEncryptionConfiguration[*]` of `aws:s3:Bucket`. */
  export interface BucketBucketEncryptionServerSideEncryptionConfigurationItem {
    "BlockedEncryptionTypes"?: Input<BucketBucketEncryptionServerSideEncryptionConfigurationItemBlockedEncryptionTypes>;
    "BucketKeyEnabled"?: Input<boolean>;
    "ServerSideEncryptionByDefault"?: Input<BucketBucketEncryptionServerSideEncryptionConfigurationItemServerSideEncryptionByDefault>;
  }

  /** `BucketEncryption` of `aws:s3:Bucket`. Specifies default encryption for a bucket using server-side encryption with Amazon S3-managed keys (SSE-S3), AWS KMS-managed keys (SSE-KMS), or dual-layer serv… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketBucketEncryption {
    /** Required. */
    "ServerSideEncryptionConfiguration": Input<BucketBucketEncryptionServerSideEncryptionConfigurationItem[]>;
  }

  /** The values `BucketNamespace` of `aws:s3:Bucket` may take. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export type BucketBucketNamespace = "global" | "account-regional";

  /** The values `CorsConfiguration.CorsRules[*].AllowedMethods[*]` of `aws:s3:Bucket` may take. */
  export type BucketCorsConfigurationCorsRulesItemAllowedMethodsItem = "GET" | "PUT" | "HEAD" | "POST" | "DELETE";

  /** `CorsConfiguration.CorsRules[*]` of `aws:s3:Bucket`. */
  export interface BucketCorsConfigurationCorsRulesItem {
    "AllowedHeaders"?: Input<string[]>;
    /** Required. */
    "AllowedMethods": Input<BucketCorsConfigurationCorsRulesItemAllowedMethodsItem[]>;
    /** Required. */
    "AllowedOrigins": Input<string[]>;
    "ExposedHeaders"?: Input<string[]>;
    "Id"?: Input<string>;
    "MaxAge"?: Input<number>;
  }

  /** `CorsConfiguration` of `aws:s3:Bucket`. Describes the cross-origin access configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketCorsConfiguration {
    /** Required. */
    "CorsRules": Input<BucketCorsConfigurationCorsRulesItem[]>;
  }

  /** The values `IntelligentTieringConfigurations[*].Status` of `aws:s3:Bucket` may take. */
  export type BucketIntelligentTieringConfigurationsItemStatus = "Disabled" | "Enabled";

  /** `IntelligentTieringConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`. */
  export interface BucketIntelligentTieringConfigurationsItemTagFiltersItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The values `IntelligentTieringConfigurations[*].Tierings[*].AccessTier` of `aws:s3:Bucket` may take. */
  export type BucketIntelligentTieringConfigurationsItemTieringsItemAccessTier = "ARCHIVE_ACCESS" | "DEEP_ARCHIVE_ACCESS";

  /** `IntelligentTieringConfigurations[*].Tierings[*]` of `aws:s3:Bucket`. */
  export interface BucketIntelligentTieringConfigurationsItemTieringsItem {
    /** Required. */
    "AccessTier": Input<BucketIntelligentTieringConfigurationsItemTieringsItemAccessTier>;
    /** Required. */
    "Days": Input<number>;
  }

  /** `IntelligentTieringConfigurations[*]` of `aws:s3:Bucket`. */
  export interface BucketIntelligentTieringConfigurationsItem {
    /** Required. */
    "Id": Input<string>;
    "Prefix"?: Input<string>;
    /** Required. */
    "Status": Input<BucketIntelligentTieringConfigurationsItemStatus>;
    "TagFilters"?: Input<BucketIntelligentTieringConfigurationsItemTagFiltersItem[]>;
    /** Required. */
    "Tierings": Input<BucketIntelligentTieringConfigurationsItemTieringsItem[]>;
  }

  /** The values `InventoryConfigurations[*].Destination.Format` of `aws:s3:Bucket` may take. */
  export type BucketInventoryConfigurationsItemDestinationFormat = "CSV" | "ORC" | "Parquet";

  /** `InventoryConfigurations[*].Destination` of `aws:s3:Bucket`. */
  export interface BucketInventoryConfigurationsItemDestination {
    "BucketAccountId"?: Input<string>;
    /** Required. */
    "BucketArn": Input<string>;
    /** Required. */
    "Format": Input<BucketInventoryConfigurationsItemDestinationFormat>;
    "Prefix"?: Input<string>;
  }

  /** The values `InventoryConfigurations[*].IncludedObjectVersions` of `aws:s3:Bucket` may take. */
  export type BucketInventoryConfigurationsItemIncludedObjectVersions = "All" | "Current";

  /** The values `InventoryConfigurations[*].OptionalFields[*]` of `aws:s3:Bucket` may take. */
  export type BucketInventoryConfigurationsItemOptionalFieldsItem = "Size" | "LastModifiedDate" | "StorageClass" | "ETag" | "IsMultipartUploaded" | "ReplicationStatus" | "EncryptionStatus" | "ObjectLockRetainUntilDate" | "ObjectLockMode" | "ObjectLockLegalHoldStatus" | "ObjectLockEventHoldStatus" | "ObjectLockEventHoldDuration" | "IntelligentTieringAccessTier" | "BucketKeyStatus" | "ChecksumAlgorithm" | "ObjectAccessControlList" | "ObjectOwner" | "LifecycleExpirationDate" | "IntelligentTieringReferenceDate";

  /** The values `InventoryConfigurations[*].ScheduleFrequency` of `aws:s3:Bucket` may take. */
  export type BucketInventoryConfigurationsItemScheduleFrequency = "Daily" | "Weekly";

  /** `InventoryConfigurations[*]` of `aws:s3:Bucket`. */
  export interface BucketInventoryConfigurationsItem {
    /** Required. */
    "Destination": Input<BucketInventoryConfigurationsItemDestination>;
    /** Required. */
    "Enabled": Input<boolean>;
    /** Required. */
    "Id": Input<string>;
    /** Required. */
    "IncludedObjectVersions": Input<BucketInventoryConfigurationsItemIncludedObjectVersions>;
    "OptionalFields"?: Input<BucketInventoryConfigurationsItemOptionalFieldsItem[]>;
    "Prefix"?: Input<string>;
    /** Required. */
    "ScheduleFrequency": Input<BucketInventoryConfigurationsItemScheduleFrequency>;
  }

  /** `LifecycleConfiguration.Rules[*].AbortIncompleteMultipartUpload` of `aws:s3:Bucket`. */
  export interface BucketLifecycleConfigurationRulesItemAbortIncompleteMultipartUpload {
    /** Required. */
    "DaysAfterInitiation": Input<number>;
  }

  /** `LifecycleConfiguration.Rules[*].NoncurrentVersionExpiration` of `aws:s3:Bucket`. */
  export interface BucketLifecycleConfigurationRulesItemNoncurrentVersionExpiration {
    "NewerNoncurrentVersions"?: Input<number>;
    /** Required. */
    "NoncurrentDays": Input<number>;
  }

  /** The values `LifecycleConfiguration.Rules[*].NoncurrentVersionTransition.StorageClass` of `aws:s3:Bucket` may take. */
  export type BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionStorageClass = "DEEP_ARCHIVE" | "GLACIER" | "Glacier" | "GLACIER_IR" | "INTELLIGENT_TIERING" | "ONEZONE_IA" | "STANDARD_IA";

  /** `LifecycleConfiguration.Rules[*].NoncurrentVersionTransition` of `aws:s3:Bucket`. */
  export interface BucketLifecycleConfigurationRulesItemNoncurrentVersionTransition {
    "NewerNoncurrentVersions"?: Input<number>;
    /** Required. */
    "StorageClass": Input<BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionStorageClass>;
    /** Required. */
    "TransitionInDays": Input<number>;
  }

  /** The values `LifecycleConfiguration.Rules[*].NoncurrentVersionTransitions[*].StorageClass` of `aws:s3:Bucket` may take. */
  export type BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItemStorageClass = "DEEP_ARCHIVE" | "GLACIER" | "Glacier" | "GLACIER_IR" | "INTELLIGENT_TIERING" | "ONEZONE_IA" | "STANDARD_IA";

  /** `LifecycleConfiguration.Rules[*].NoncurrentVersionTransitions[*]` of `aws:s3:Bucket`. */
  export interface BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItem {
    "NewerNoncurrentVersions"?: Input<number>;
    /** Required. */
    "StorageClass": Input<BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItemStorageClass>;
    /** Required. */
    "TransitionInDays": Input<number>;
  }

  /** The values `LifecycleConfiguration.Rules[*].Status` of `aws:s3:Bucket` may take. */
  export type BucketLifecycleConfigurationRulesItemStatus = "Enabled" | "Disabled";

  /** `LifecycleConfiguration.Rules[*].TagFilters[*]` of `aws:s3:Bucket`. */
  export interface BucketLifecycleConfigurationRulesItemTagFiltersItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The values `LifecycleConfiguration.Rules[*].Transition.StorageClass` of `aws:s3:Bucket` may take. */
  export type BucketLifecycleConfigurationRulesItemTransitionStorageClass = "DEEP_ARCHIVE" | "GLACIER" | "Glacier" | "GLACIER_IR" | "INTELLIGENT_TIERING" | "ONEZONE_IA" | "STANDARD_IA";

  /** `LifecycleConfiguration.Rules[*].Transition` of `aws:s3:Bucket`. */
  export interface BucketLifecycleConfigurationRulesItemTransition {
    /** Required. */
    "StorageClass": Input<BucketLifecycleConfigurationRulesItemTransitionStorageClass>;
    "TransitionDate"?: Input<string>;
    "TransitionInDays"?: Input<number>;
  }

  /** The values `LifecycleConfiguration.Rules[*].Transitions[*].StorageClass` of `aws:s3:Bucket` may take. */
  export type BucketLifecycleConfigurationRulesItemTransitionsItemStorageClass = "DEEP_ARCHIVE" | "GLACIER" | "Glacier" | "GLACIER_IR" | "INTELLIGENT_TIERING" | "ONEZONE_IA" | "STANDARD_IA";

  /** `LifecycleConfiguration.Rules[*].Transitions[*]` of `aws:s3:Bucket`. */
  export interface BucketLifecycleConfigurationRulesItemTransitionsItem {
    /** Required. */
    "StorageClass": Input<BucketLifecycleConfigurationRulesItemTransitionsItemStorageClass>;
    "TransitionDate"?: Input<string>;
    "TransitionInDays"?: Input<number>;
  }

  /** `LifecycleConfiguration.Rules[*]` of `aws:s3:Bucket`. */
  export interface BucketLifecycleConfigurationRulesItem {
    "AbortIncompleteMultipartUpload"?: Input<BucketLifecycleConfigurationRulesItemAbortIncompleteMultipartUpload>;
    "ExpirationDate"?: Input<string>;
    "ExpirationInDays"?: Input<number>;
    "ExpiredObjectDeleteMarker"?: Input<boolean>;
    "Id"?: Input<string>;
    "NoncurrentVersionExpiration"?: Input<BucketLifecycleConfigurationRulesItemNoncurrentVersionExpiration>;
    "NoncurrentVersionExpirationInDays"?: Input<number>;
    "NoncurrentVersionTransition"?: Input<BucketLifecycleConfigurationRulesItemNoncurrentVersionTransition>;
    "NoncurrentVersionTransitions"?: Input<BucketLifecycleConfigurationRulesItemNoncurrentVersionTransitionsItem[]>;
    "ObjectSizeGreaterThan"?: Input<string>;
    "ObjectSizeLessThan"?: Input<string>;
    "Prefix"?: Input<string>;
    /** Required. */
    "Status": Input<BucketLifecycleConfigurationRulesItemStatus>;
    "TagFilters"?: Input<BucketLifecycleConfigurationRulesItemTagFiltersItem[]>;
    "Transition"?: Input<BucketLifecycleConfigurationRulesItemTransition>;
    "Transitions"?: Input<BucketLifecycleConfigurationRulesItemTransitionsItem[]>;
  }

  /** The values `LifecycleConfiguration.TransitionDefaultMinimumObjectSize` of `aws:s3:Bucket` may take. */
  export type BucketLifecycleConfigurationTransitionDefaultMinimumObjectSize = "varies_by_storage_class" | "all_storage_classes_128K";

  /** `LifecycleConfiguration` of `aws:s3:Bucket`. Specifies the lifecycle configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketLifecycleConfiguration {
    /** Required. */
    "Rules": Input<BucketLifecycleConfigurationRulesItem[]>;
    "TransitionDefaultMinimumObjectSize"?: Input<BucketLifecycleConfigurationTransitionDefaultMinimumObjectSize>;
  }

  /** `LoggingConfiguration` of `aws:s3:Bucket`. Settings that define where logs are stored. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketLoggingConfiguration {
    "DestinationBucketName"?: Input<string>;
    "LogFilePrefix"?: Input<string>;
    "TargetObjectKeyFormat"?: Input<Record<string, unknown>>;
  }

  /** The values `MetadataConfiguration.AnnotationTableConfiguration.ConfigurationState` of `aws:s3:Bucket` may take. */
  export type BucketMetadataConfigurationAnnotationTableConfigurationConfigurationState = "ENABLED" | "DISABLED";

  /** The values `MetadataConfiguration.AnnotationTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take. */
  export type BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfigurationSseAlgorithm = "aws:kms" | "AES256";

  /** `MetadataConfiguration.AnnotationTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`. */
  export interface BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfiguration {
    "KmsKeyArn"?: Input<string>;
    /** Required. */
    "SseAlgorithm": Input<BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfigurationSseAlgorithm>;
  }

  /** `MetadataConfiguration.AnnotationTableConfiguration` of `aws:s3:Bucket`. */
  export interface BucketMetadataConfigurationAnnotationTableConfiguration {
    /** Required. */
    "ConfigurationState": Input<BucketMetadataConfigurationAnnotationTableConfigurationConfigurationState>;
    "EncryptionConfiguration"?: Input<BucketMetadataConfigurationAnnotationTableConfigurationEncryptionConfiguration>;
    "Role"?: Input<string>;
    "TableArn"?: Input<string>;
    "TableName"?: Input<string>;
  }

  /** The values `MetadataConfiguration.Destination.TableBucketType` of `aws:s3:Bucket` may take. */
  export type BucketMetadataConfigurationDestinationTableBucketType = "aws" | "customer";

  /** `MetadataConfiguration.Destination` of `aws:s3:Bucket`. */
  export interface BucketMetadataConfigurationDestination {
    "TableBucketArn"?: Input<string>;
    /** Required. */
    "TableBucketType": Input<BucketMetadataConfigurationDestinationTableBucketType>;
    "TableNamespace"?: Input<string>;
  }

  /** The values `MetadataConfiguration.InventoryTableConfiguration.ConfigurationState` of `aws:s3:Bucket` may take. */
  export type BucketMetadataConfigurationInventoryTableConfigurationConfigurationState = "ENABLED" | "DISABLED";

  /** The values `MetadataConfiguration.InventoryTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take. */
  export type BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfigurationSseAlgorithm = "aws:kms" | "AES256";

  /** `MetadataConfiguration.InventoryTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`. */
  export interface BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfiguration {
    "KmsKeyArn"?: Input<string>;
    /** Required. */
    "SseAlgorithm": Input<BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfigurationSseAlgorithm>;
  }

  /** `MetadataConfiguration.InventoryTableConfiguration` of `aws:s3:Bucket`. */
  export interface BucketMetadataConfigurationInventoryTableConfiguration {
    /** Required. */
    "ConfigurationState": Input<BucketMetadataConfigurationInventoryTableConfigurationConfigurationState>;
    "EncryptionConfiguration"?: Input<BucketMetadataConfigurationInventoryTableConfigurationEncryptionConfiguration>;
    "TableArn"?: Input<string>;
    "TableName"?: Input<string>;
  }

  /** The values `MetadataConfiguration.JournalTableConfiguration.EncryptionConfiguration.SseAlgorithm` of `aws:s3:Bucket` may take. */
  export type BucketMetadataConfigurationJournalTableConfigurationEncryptionConfigurationSseAlgorithm = "aws:kms" | "AES256";

  /** `MetadataConfiguration.JournalTableConfiguration.EncryptionConfiguration` of `aws:s3:Bucket`. */
  export interface BucketMetadataConfigurationJournalTableConfigurationEncryptionConfiguration {
    "KmsKeyArn"?: Input<string>;
    /** Required. */
    "SseAlgorithm": Input<BucketMetadataConfigurationJournalTableConfigurationEncryptionConfigurationSseAlgorithm>;
  }

  /** The values `MetadataConfiguration.JournalTableConfiguration.RecordExpiration.Expiration` of `aws:s3:Bucket` may take. */
  export type BucketMetadataConfigurationJournalTableConfigurationRecordExpirationExpiration = "ENABLED" | "DISABLED";

  /** `MetadataConfiguration.JournalTableConfiguration.RecordExpiration` of `aws:s3:Bucket`. */
  export interface BucketMetadataConfigurationJournalTableConfigurationRecordExpiration {
    "Days"?: Input<number>;
    /** Required. */
    "Expiration": Input<BucketMetadataConfigurationJournalTableConfigurationRecordExpirationExpiration>;
  }

  /** `MetadataConfiguration.JournalTableConfiguration` of `aws:s3:Bucket`. */
  export interface BucketMetadataConfigurationJournalTableConfiguration {
    "EncryptionConfiguration"?: Input<BucketMetadataConfigurationJournalTableConfigurationEncryptionConfiguration>;
    /** Required. */
    "RecordExpiration": Input<BucketMetadataConfigurationJournalTableConfigurationRecordExpiration>;
    "TableArn"?: Input<string>;
    "TableName"?: Input<string>;
  }

  /** `MetadataConfiguration` of `aws:s3:Bucket`. The S3 Metadata configuration for a general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketMetadataConfiguration {
    "AnnotationTableConfiguration"?: Input<BucketMetadataConfigurationAnnotationTableConfiguration>;
    "Destination"?: Input<BucketMetadataConfigurationDestination>;
    "InventoryTableConfiguration"?: Input<BucketMetadataConfigurationInventoryTableConfiguration>;
    /** Required. */
    "JournalTableConfiguration": Input<BucketMetadataConfigurationJournalTableConfiguration>;
  }

  /** `MetadataTableConfiguration.S3TablesDestination` of `aws:s3:Bucket`. */
  export interface BucketMetadataTableConfigurationS3TablesDestination {
    "TableArn"?: Input<string>;
    /** Required. */
    "TableBucketArn": Input<string>;
    /** Required. */
    "TableName": Input<string>;
    "TableNamespace"?: Input<string>;
  }

  /** `MetadataTableConfiguration` of `aws:s3:Bucket`. The metadata table configuration of an S3 general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketMetadataTableConfiguration {
    /** Required. */
    "S3TablesDestination": Input<BucketMetadataTableConfigurationS3TablesDestination>;
  }

  /** `MetricsConfigurations[*].TagFilters[*]` of `aws:s3:Bucket`. */
  export interface BucketMetricsConfigurationsItemTagFiltersItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** `MetricsConfigurations[*]` of `aws:s3:Bucket`. */
  export interface BucketMetricsConfigurationsItem {
    "AccessPointArn"?: Input<string>;
    /** Required. */
    "Id": Input<string>;
    "Prefix"?: Input<string>;
    "TagFilters"?: Input<BucketMetricsConfigurationsItemTagFiltersItem[]>;
  }

  /** `NotificationConfiguration.EventBridgeConfiguration` of `aws:s3:Bucket`. */
  export interface BucketNotificationConfigurationEventBridgeConfiguration {
    /** Required. Default: `"true"`. */
    "EventBridgeEnabled": Input<boolean>;
  }

  /** `NotificationConfiguration.LambdaConfigurations[*].Filter` of `aws:s3:Bucket`. */
  export interface BucketNotificationConfigurationLambdaConfigurationsItemFilter {
    /** Required. */
    "S3Key": Input<Record<string, unknown>>;
  }

  /** `NotificationConfiguration.LambdaConfigurations[*]` of `aws:s3:Bucket`. */
  export interface BucketNotificationConfigurationLambdaConfigurationsItem {
    /** Required. */
    "Event": Input<string>;
    "Filter"?: Input<BucketNotificationConfigurationLambdaConfigurationsItemFilter>;
    /** Required. */
    "Function": Input<string>;
  }

  /** `NotificationConfiguration.QueueConfigurations[*].Filter` of `aws:s3:Bucket`. */
  export interface BucketNotificationConfigurationQueueConfigurationsItemFilter {
    /** Required. */
    "S3Key": Input<Record<string, unknown>>;
  }

  /** `NotificationConfiguration.QueueConfigurations[*]` of `aws:s3:Bucket`. */
  export interface BucketNotificationConfigurationQueueConfigurationsItem {
    /** Required. */
    "Event": Input<string>;
    "Filter"?: Input<BucketNotificationConfigurationQueueConfigurationsItemFilter>;
    /** Required. */
    "Queue": Input<string>;
  }

  /** `NotificationConfiguration.TopicConfigurations[*].Filter` of `aws:s3:Bucket`. */
  export interface BucketNotificationConfigurationTopicConfigurationsItemFilter {
    /** Required. */
    "S3Key": Input<Record<string, unknown>>;
  }

  /** `NotificationConfiguration.TopicConfigurations[*]` of `aws:s3:Bucket`. */
  export interface BucketNotificationConfigurationTopicConfigurationsItem {
    /** Required. */
    "Event": Input<string>;
    "Filter"?: Input<BucketNotificationConfigurationTopicConfigurationsItemFilter>;
    /** Required. */
    "Topic": Input<string>;
  }

  /** `NotificationConfiguration` of `aws:s3:Bucket`. Configuration that defines how Amazon S3 handles bucket notifications. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketNotificationConfiguration {
    "EventBridgeConfiguration"?: Input<BucketNotificationConfigurationEventBridgeConfiguration>;
    "LambdaConfigurations"?: Input<BucketNotificationConfigurationLambdaConfigurationsItem[]>;
    "QueueConfigurations"?: Input<BucketNotificationConfigurationQueueConfigurationsItem[]>;
    "TopicConfigurations"?: Input<BucketNotificationConfigurationTopicConfigurationsItem[]>;
  }

  /** The values `ObjectLockConfiguration.ObjectLockEnabled` of `aws:s3:Bucket` may take. */
  export type BucketObjectLockConfigurationObjectLockEnabled = "Enabled";

  /** `ObjectLockConfiguration.Rule.DefaultRetention.DefaultEventHold` of `aws:s3:Bucket`. */
  export interface BucketObjectLockConfigurationRuleDefaultRetentionDefaultEventHold {
    "Days"?: Input<number>;
    "Years"?: Input<number>;
  }

  /** The values `ObjectLockConfiguration.Rule.DefaultRetention.Mode` of `aws:s3:Bucket` may take. */
  export type BucketObjectLockConfigurationRuleDefaultRetentionMode = "COMPLIANCE" | "GOVERNANCE";

  /** `ObjectLockConfiguration.Rule.DefaultRetention` of `aws:s3:Bucket`. */
  export interface BucketObjectLockConfigurationRuleDefaultRetention {
    "Days"?: Input<number>;
    "DefaultEventHold"?: Input<BucketObjectLockConfigurationRuleDefaultRetentionDefaultEventHold>;
    "Mode"?: Input<BucketObjectLockConfigurationRuleDefaultRetentionMode>;
    "Years"?: Input<number>;
  }

  /** `ObjectLockConfiguration.Rule` of `aws:s3:Bucket`. */
  export interface BucketObjectLockConfigurationRule {
    "DefaultRetention"?: Input<BucketObjectLockConfigurationRuleDefaultRetention>;
  }

  /** `ObjectLockConfiguration` of `aws:s3:Bucket`. This operation is not supported for directory buckets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketObjectLockConfiguration {
    "ObjectLockEnabled"?: Input<BucketObjectLockConfigurationObjectLockEnabled>;
    "Rule"?: Input<BucketObjectLockConfigurationRule>;
  }

  /** The values `OwnershipControls.Rules[*].ObjectOwnership` of `aws:s3:Bucket` may take. */
  export type BucketOwnershipControlsRulesItemObjectOwnership = "ObjectWriter" | "BucketOwnerPreferred" | "BucketOwnerEnforced";

  /** `OwnershipControls.Rules[*]` of `aws:s3:Bucket`. */
  export interface BucketOwnershipControlsRulesItem {
    "ObjectOwnership"?: Input<BucketOwnershipControlsRulesItemObjectOwnership>;
  }

  /** `OwnershipControls` of `aws:s3:Bucket`. Configuration that defines how Amazon S3 handles Object Ownership rules. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketOwnershipControls {
    /** Required. */
    "Rules": Input<BucketOwnershipControlsRulesItem[]>;
  }

  /** `PublicAccessBlockConfiguration` of `aws:s3:Bucket`. {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out */
  export interface BucketPublicAccessBlockConfiguration {
    /** Default: `false`. */
    "BlockPublicAcls"?: Input<boolean>;
    /** Default: `false`. */
    "BlockPublicPolicy"?: Input<boolean>;
    /** Default: `false`. */
    "IgnorePublicAcls"?: Input<boolean>;
    /** Default: `false`. */
    "RestrictPublicBuckets"?: Input<boolean>;
  }

  /** The values `ReplicationConfiguration.Rules[*].DeleteMarkerReplication.Status` of `aws:s3:Bucket` may take. */
  export type BucketReplicationConfigurationRulesItemDeleteMarkerReplicationStatus = "Disabled" | "Enabled";

  /** `ReplicationConfiguration.Rules[*].DeleteMarkerReplication` of `aws:s3:Bucket`. */
  export interface BucketReplicationConfigurationRulesItemDeleteMarkerReplication {
    "Status"?: Input<BucketReplicationConfigurationRulesItemDeleteMarkerReplicationStatus>;
  }

  /** The values `ReplicationConfiguration.Rules[*].Destination.StorageClass` of `aws:s3:Bucket` may take. */
  export type BucketReplicationConfigurationRulesItemDestinationStorageClass = "DEEP_ARCHIVE" | "GLACIER" | "GLACIER_IR" | "INTELLIGENT_TIERING" | "ONEZONE_IA" | "REDUCED_REDUNDANCY" | "STANDARD" | "STANDARD_IA";

  /** `ReplicationConfiguration.Rules[*].Destination` of `aws:s3:Bucket`. */
  export interface BucketReplicationConfigurationRulesItemDestination {
    "AccessControlTranslation"?: Input<Record<string, unknown>>;
    "Account"?: Input<string>;
    /** Required. */
    "Bucket": Input<string>;
    "EncryptionConfiguration"?: Input<Record<string, unknown>>;
    "Metrics"?: Input<Record<string, unknown>>;
    "ReplicationTime"?: Input<Record<string, unknown>>;
    "StorageClass"?: Input<BucketReplicationConfigurationRulesItemDestinationStorageClass>;
  }

  /** `ReplicationConfiguration.Rules[*].Filter` of `aws:s3:Bucket`. */
  export interface BucketReplicationConfigurationRulesItemFilter {
    "And"?: Input<Record<string, unknown>>;
    "Prefix"?: Input<string>;
    "TagFilter"?: Input<Record<string, unknown>>;
  }

  /** `ReplicationConfiguration.Rules[*].SourceSelectionCriteria` of `aws:s3:Bucket`. */
  export interface BucketReplicationConfigurationRulesItemSourceSelectionCriteria {
    "ReplicaModifications"?: Input<Record<string, unknown>>;
    "SseKmsEncryptedObjects"?: Input<Record<string, unknown>>;
  }

  /** The values `ReplicationConfiguration.Rules[*].Status` of `aws:s3:Bucket` may take. */
  export type BucketReplicationConfigurationRulesItemStatus = "Disabled" | "Enabled";

  /** `ReplicationConfiguration.Rules[*]` of `aws:s3:Bucket`. */
  export interface BucketReplicationConfigurationRulesItem {
    "DeleteMarkerReplication"?: Input<BucketReplicationConfigurationRulesItemDeleteMarkerReplication>;
    /** Required. */
    "Destination": Input<BucketReplicationConfigurationRulesItemDestination>;
    "Filter"?: Input<BucketReplicationConfigurationRulesItemFilter>;
    "Id"?: Input<string>;
    "Prefix"?: Input<string>;
    "Priority"?: Input<number>;
    "SourceSelectionCriteria"?: Input<BucketReplicationConfigurationRulesItemSourceSelectionCriteria>;
    /** Required. */
    "Status": Input<BucketReplicationConfigurationRulesItemStatus>;
  }

  /** `ReplicationConfiguration` of `aws:s3:Bucket`. Configuration for replicating objects in an S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface BucketReplicationConfiguration {
    /** Required. */
    "Role": Input<string>;
    /** Required. */
    "Rules": Input<BucketReplicationConfigurationRulesItem[]>;
  }

  /** `Tags[*]` of `aws:s3:Bucket`. */
  export interface BucketTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The values `VersioningConfiguration.Status` of `aws:s3:Bucket` may take. */
  export type BucketVersioningConfigurationStatus = "Enabled" | "Suspended";

  /** `VersioningConfiguration` of `aws:s3:Bucket`. {"Status": "Enabled" | "Suspended"} */
  export interface BucketVersioningConfiguration {
    /** Required. Default: `"Suspended"`. */
    "Status": Input<BucketVersioningConfigurationStatus>;
  }

  /** The values `WebsiteConfiguration.RedirectAllRequestsTo.Protocol` of `aws:s3:Bucket` may take. */
  export type BucketWebsiteConfigurationRedirectAllRequestsToProtocol = "http" | "https";

  /** `WebsiteConfiguration.RedirectAllRequestsTo` of `aws:s3:Bucket`. */
  export interface BucketWebsiteConfigurationRedirectAllRequestsTo {
    /** Required. */
    "HostName": Input<string>;
    "Protocol"?: Input<BucketWebsiteConfigurationRedirectAllRequestsToProtocol>;
  }

  /** The values `WebsiteConfiguration.RoutingRules[*].RedirectRule.Protocol` of `aws:s3:Bucket` may take. */
  export type BucketWebsiteConfigurationRoutingRulesItemRedirectRuleProtocol = "http" | "https";

  /** `WebsiteConfiguration.RoutingRules[*].RedirectRule` of `aws:s3:Bucket`. */
  export interface BucketWebsiteConfigurationRoutingRulesItemRedirectRule {
    "HostName"?: Input<string>;
    "HttpRedirectCode"?: Input<string>;
    "Protocol"?: Input<BucketWebsiteConfigurationRoutingRulesItemRedirectRuleProtocol>;
    "ReplaceKeyPrefixWith"?: Input<string>;
    "ReplaceKeyWith"?: Input<string>;
  }

  /** `WebsiteConfiguration.RoutingRules[*].RoutingRuleCondition` of `aws:s3:Bucket`. */
  export interface BucketWebsiteConfigurationRoutingRulesItemRoutingRuleCondition {
    "HttpErrorCodeReturnedEquals"?: Input<string>;
    "KeyPrefixEquals"?: Input<string>;
  }

  /** `WebsiteConfiguration.RoutingRules[*]` of `aws:s3:Bucket`. */
  export interface BucketWebsiteConfigurationRoutingRulesItem {
    /** Required. */
    "RedirectRule": Input<BucketWebsiteConfigurationRoutingRulesItemRedirectRule>;
    "RoutingRuleCondition"?: Input<BucketWebsiteConfigurationRoutingRulesItemRoutingRuleCondition>;
  }

  /** `WebsiteConfiguration` of `aws:s3:Bucket`. {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}} */
  export interface BucketWebsiteConfiguration {
    "ErrorDocument"?: Input<string>;
    "IndexDocument"?: Input<string>;
    "RedirectAllRequestsTo"?: Input<BucketWebsiteConfigurationRedirectAllRequestsTo>;
    "RoutingRules"?: Input<BucketWebsiteConfigurationRoutingRulesItem[]>;
  }

  /** The inputs of `aws:s3:Bucket`. */
  export interface BucketArgs {
    /** The ABAC status of the general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AbacStatus"?: Input<BucketAbacStatus>;
    /** Configures the transfer acceleration state for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AccelerateConfiguration"?: Input<BucketAccelerateConfiguration>;
    /** This is a legacy property, and it is not recommended for most use cases. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AccessControl"?: Input<BucketAccessControl>;
    /** Specifies the configuration and any analyses for the analytics filter of an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "AnalyticsConfigurations"?: Input<BucketAnalyticsConfigurationsItem[]>;
    /** Specifies default encryption for a bucket using server-side encryption with Amazon S3-managed keys (SSE-S3), AWS KMS-managed keys (SSE-KMS), or dual-layer serv… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "BucketEncryption"?: Input<BucketBucketEncryption>;
    /** The bucket's name; by default the resource's name and a suffix. A change replaces the resource. */
    "BucketName"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "BucketNamePrefix"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). A change replaces the resource. */
    "BucketNamespace"?: Input<BucketBucketNamespace>;
    /** Describes the cross-origin access configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "CorsConfiguration"?: Input<BucketCorsConfiguration>;
    /** Defines how Amazon S3 handles Intelligent-Tiering storage. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "IntelligentTieringConfigurations"?: Input<BucketIntelligentTieringConfigurationsItem[]>;
    /** Specifies the S3 Inventory configuration for an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "InventoryConfigurations"?: Input<BucketInventoryConfigurationsItem[]>;
    /** Specifies the lifecycle configuration for objects in an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LifecycleConfiguration"?: Input<BucketLifecycleConfiguration>;
    /** Settings that define where logs are stored. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LoggingConfiguration"?: Input<BucketLoggingConfiguration>;
    /** The S3 Metadata configuration for a general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MetadataConfiguration"?: Input<BucketMetadataConfiguration>;
    /** The metadata table configuration of an S3 general purpose bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MetadataTableConfiguration"?: Input<BucketMetadataTableConfiguration>;
    /** Specifies a metrics configuration for the CloudWatch request metrics (specified by the metrics configuration ID) from an Amazon S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MetricsConfigurations"?: Input<BucketMetricsConfigurationsItem[]>;
    /** Configuration that defines how Amazon S3 handles bucket notifications. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "NotificationConfiguration"?: Input<BucketNotificationConfiguration>;
    /** This operation is not supported for directory buckets. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ObjectLockConfiguration"?: Input<BucketObjectLockConfiguration>;
    /** Indicates whether this bucket has an Object Lock configuration enabled. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ObjectLockEnabled"?: Input<boolean>;
    /** Configuration that defines how Amazon S3 handles Object Ownership rules. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "OwnershipControls"?: Input<BucketOwnershipControls>;
    /** {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out. */
    "PublicAccessBlockConfiguration"?: Input<BucketPublicAccessBlockConfiguration>;
    /** Configuration for replicating objects in an S3 bucket. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ReplicationConfiguration"?: Input<BucketReplicationConfiguration>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<BucketTagsItem[]>;
    /** {"Status": "Enabled" | "Suspended"}. */
    "VersioningConfiguration"?: Input<BucketVersioningConfiguration>;
    /** {"IndexDocument": "index.html", "ErrorDocument": "error.html"} or {"RedirectAllRequestsTo": {"HostName": H, "Protocol": "http" | "https"}}. */
    "WebsiteConfiguration"?: Input<BucketWebsiteConfiguration>;
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

    /** Output `DualStackDomainName`. */
    get dualStackDomainName(): Output<string> {
      return this.output("DualStackDomainName");
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

/** `aws:secretsmanager:*` resources. */
export namespace secretsmanager {

  /** `GenerateSecretString` of `aws:secretsmanager:Secret`. A structure that specifies how to generate a password to encrypt and store in the secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface SecretGenerateSecretString {
    "ExcludeCharacters"?: Input<string>;
    "ExcludeLowercase"?: Input<boolean>;
    "ExcludeNumbers"?: Input<boolean>;
    "ExcludePunctuation"?: Input<boolean>;
    "ExcludeUppercase"?: Input<boolean>;
    "GenerateStringKey"?: Input<string>;
    "IncludeSpace"?: Input<boolean>;
    "PasswordLength"?: Input<number>;
    "RequireEachIncludedType"?: Input<boolean>;
    "SecretStringTemplate"?: Input<string>;
  }

  /** `ReplicaRegions[*]` of `aws:secretsmanager:Secret`. */
  export interface SecretReplicaRegionsItem {
    "KmsKeyId"?: Input<string>;
    /** Required. */
    "Region": Input<string>;
  }

  /** `Tags[*]` of `aws:secretsmanager:Secret`. */
  export interface SecretTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:secretsmanager:Secret`. */
  export interface SecretArgs {
    /** The description of the secret. */
    "Description"?: Input<string>;
    /** A structure that specifies how to generate a password to encrypt and store in the secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "GenerateSecretString"?: Input<SecretGenerateSecretString>;
    /** The ARN, key ID, or alias of the KMS key that Secrets Manager uses to encrypt the secret value in the secret. */
    "KmsKeyId"?: Input<string>;
    /** The name of the new secret. A change replaces the resource. */
    "Name"?: Input<string>;
    /** Strata's own: the days a deleted secret can be restored in (7 to 30), or 0 to delete it at once (Terraform's recovery_window_in_days). Default: `30`. */
    "RecoveryWindowInDays"?: Input<number>;
    /** A custom type that specifies a `Region` and the `KmsKeyId` for a replica secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ReplicaRegions"?: Input<SecretReplicaRegionsItem[]>;
    /** The text to encrypt and store in the secret. */
    "SecretString"?: Input<string>;
    /** A list of tags to attach to the secret. */
    "Tags"?: Input<SecretTagsItem[]>;
    /** The exact string that identifies the third-party partner that holds the external secret. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Type"?: Input<string>;
  }

  /** `aws:secretsmanager:Secret`: Creates a new secret. */
  export class Secret extends Resource {
    constructor(name: string, args: SecretArgs = {}, opts?: ResourceOptions) {
      super("aws:secretsmanager:Secret", name, args, opts);
    }

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }
  }
}

/** `aws:sns:*` resources. */
export namespace sns {

  /** The inputs of `aws:sns:Subscription`. */
  export interface SubscriptionArgs {
    /** The delivery policy JSON assigned to the subscription. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeliveryPolicy"?: Input<unknown>;
    /** Required. A change replaces the resource. */
    "Endpoint": Input<string>;
    "FilterPolicy"?: Input<Record<string, unknown>>;
    /** This attribute lets you choose the filtering scope by using one of the following string value types: MessageAttributes (default) and MessageBody. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FilterPolicyScope"?: Input<string>;
    /** sqs, lambda, https, email…. Required. A change replaces the resource. */
    "Protocol": Input<string>;
    "RawMessageDelivery"?: Input<boolean>;
    /** When specified, sends undeliverable messages to the specified Amazon SQS dead-letter queue. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RedrivePolicy"?: Input<unknown>;
    /** For cross-region subscriptions, the region in which the topic resides.If no region is specified, AWS CloudFormation uses the region of the caller as the defaul… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Region"?: Input<string>;
    /** Specifies whether Amazon SNS resends the notification to the subscription when a message's attribute changes. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ReplayPolicy"?: Input<unknown>;
    /** This property applies only to Amazon Data Firehose delivery stream subscriptions. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SubscriptionRoleArn"?: Input<string>;
    /** Required. A change replaces the resource. */
    "TopicArn": Input<string>;
  }

  /** `aws:sns:Subscription`: A subscription to an SNS topic (AWS::SNS::Subscription). */
  export class Subscription extends Resource {
    constructor(name: string, args: SubscriptionArgs, opts?: ResourceOptions) {
      super("aws:sns:Subscription", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `SubscriptionArn`. */
    get subscriptionArn(): Output<string> {
      return this.output("SubscriptionArn");
    }
  }

  /** The values `DeliveryStatusLogging[*].Protocol` of `aws:sns:Topic` may take. */
  export type TopicDeliveryStatusLoggingItemProtocol = "http/s" | "sqs" | "lambda" | "firehose" | "application";

  /** `DeliveryStatusLogging[*]` of `aws:sns:Topic`. */
  export interface TopicDeliveryStatusLoggingItem {
    "FailureFeedbackRoleArn"?: Input<string>;
    /** Required. */
    "Protocol": Input<TopicDeliveryStatusLoggingItemProtocol>;
    "SuccessFeedbackRoleArn"?: Input<string>;
    "SuccessFeedbackSampleRate"?: Input<string>;
  }

  /** `Subscription[*]` of `aws:sns:Topic`. */
  export interface TopicSubscriptionItem {
    /** Required. */
    "Endpoint": Input<string>;
    /** Required. */
    "Protocol": Input<string>;
  }

  /** `Tags[*]` of `aws:sns:Topic`. */
  export interface TopicTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:sns:Topic`. */
  export interface TopicArgs {
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ArchivePolicy"?: Input<unknown>;
    /** `ContentBasedDeduplication` enables deduplication of messages based on their content for FIFO topics. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ContentBasedDeduplication"?: Input<boolean>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DataProtectionPolicy"?: Input<unknown>;
    /** The `DeliveryStatusLogging` configuration enables you to log the delivery status of messages sent from your Amazon SNS topic to subscribed endpoints with the f… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeliveryStatusLogging"?: Input<TopicDeliveryStatusLoggingItem[]>;
    "DisplayName"?: Input<string>;
    /** Specifies the throughput quota and deduplication behavior to apply for the FIFO topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FifoThroughputScope"?: Input<string>;
    /** A change replaces the resource. Default: `false`. */
    "FifoTopic"?: Input<boolean>;
    /** The ID of an AWS managed customer master key (CMK) for SNS or a custom CMK. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "KmsMasterKeyId"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MaximumMessageSize"?: Input<number>;
    /** The signature version corresponds to the hashing algorithm used while creating the signature of the notifications, subscription confirmations, or unsubscribe c… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SignatureVersion"?: Input<string>;
    /** The SNS subscriptions (endpoints) for this topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Subscription"?: Input<TopicSubscriptionItem[]>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<TopicTagsItem[]>;
    /** By default the resource's name and a suffix (`.fifo` added for a FIFO topic). A change replaces the resource. */
    "TopicName"?: Input<string>;
    /** Tracing mode of an SNS topic. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TracingConfig"?: Input<string>;
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

  /** `RedrivePolicy` of `aws:sqs:Queue`. {"deadLetterTargetArn": ARN, "maxReceiveCount": N} */
  export interface QueueRedrivePolicy {
    /** Required. */
    "deadLetterTargetArn": Input<string>;
    /** Required. */
    "maxReceiveCount": Input<number>;
  }

  /** `Tags[*]` of `aws:sqs:Queue`. */
  export interface QueueTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:sqs:Queue`. */
  export interface QueueArgs {
    /** For first-in-first-out (FIFO) queues, specifies whether to enable content-based deduplication. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ContentBasedDeduplication"?: Input<boolean>;
    /** For high throughput for FIFO queues, specifies whether message deduplication occurs at the message group or queue level. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DeduplicationScope"?: Input<string>;
    /** 0 to 900 (default 0). Default: `0`. */
    "DelaySeconds"?: Input<number>;
    /** A change replaces the resource. Default: `false`. */
    "FifoQueue"?: Input<boolean>;
    /** For high throughput for FIFO queues, specifies whether the FIFO queue throughput quota applies to the entire queue or per message group. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "FifoThroughputLimit"?: Input<string>;
    /** The length of time in seconds for which SQS can reuse a data key to encrypt or decrypt messages before calling KMS again. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "KmsDataKeyReusePeriodSeconds"?: Input<number>;
    /** The ID of an AWS Key Management Service (KMS) for SQS, or a custom KMS. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "KmsMasterKeyId"?: Input<string>;
    /** The limit of how many bytes that a message can contain before SQS rejects it. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "MaximumMessageSize"?: Input<number>;
    /** Seconds, 60 to 1209600 (default 345600). Default: `345600`. */
    "MessageRetentionPeriod"?: Input<number>;
    /** The queue's name; by default the resource's name and a suffix (`.fifo` added for a FIFO queue). A change replaces the resource. */
    "QueueName"?: Input<string>;
    /** Specifies the duration, in seconds, that the ReceiveMessage action call waits until a message is in the queue in order to include it in the response, rather th… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "ReceiveMessageWaitTimeSeconds"?: Input<number>;
    /** The string that includes the parameters for the permissions for the dead-letter queue redrive permission and which source queues can specify dead-letter queues… (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "RedriveAllowPolicy"?: Input<unknown>;
    /** {"deadLetterTargetArn": ARN, "maxReceiveCount": N}. */
    "RedrivePolicy"?: Input<QueueRedrivePolicy>;
    /** Enables server-side queue encryption using SQS owned encryption keys. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "SqsManagedSseEnabled"?: Input<boolean>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<QueueTagsItem[]>;
    /** Seconds, 0 to 43200 (default 30). Default: `30`. */
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

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }

    /** Output `Queues`. */
    get queues(): Output<unknown[]> {
      return this.output("Queues");
    }
  }
}

/** `aws:ssm:*` resources. */
export namespace ssm {

  /** The values `DataType` of `aws:ssm:Parameter` may take. The data type of the parameter, such as `text` or `aws:ec2:image`. */
  export type ParameterDataType = "text" | "aws:ec2:image";

  /** The values `Tier` of `aws:ssm:Parameter` may take. The parameter tier. */
  export type ParameterTier = "Standard" | "Advanced" | "Intelligent-Tiering";

  /** The values `Type` of `aws:ssm:Parameter` may take. The type of parameter. */
  export type ParameterType = "String" | "StringList" | "SecureString";

  /** The inputs of `aws:ssm:Parameter`. */
  export interface ParameterArgs {
    /** A regular expression used to validate the parameter value. */
    "AllowedPattern"?: Input<string>;
    /** The data type of the parameter, such as `text` or `aws:ec2:image`. Default: `"text"`. */
    "DataType"?: Input<ParameterDataType>;
    /** Information about the parameter. */
    "Description"?: Input<string>;
    /** The name of the parameter. A change replaces the resource. */
    "Name"?: Input<string>;
    /** Information about the policies assigned to a parameter. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "Policies"?: Input<string>;
    /** Optional metadata that you assign to a resource in the form of an arbitrary set of tags (key-value pairs). */
    "Tags"?: Input<Record<string, string>>;
    /** The parameter tier. Default: `"Standard"`. */
    "Tier"?: Input<ParameterTier>;
    /** The type of parameter. Required. */
    "Type": Input<ParameterType>;
    /** The parameter value. Required. */
    "Value": Input<string>;
  }

  /** `aws:ssm:Parameter`: The `AWS::SSM::Parameter` resource creates an SSM parameter in SYSlong Parameter Store. */
  export class Parameter extends Resource {
    constructor(name: string, args: ParameterArgs, opts?: ResourceOptions) {
      super("aws:ssm:Parameter", name, args, opts);
    }

    /** Output `Name`. */
    get name_(): Output<string> {
      return this.output("Name");
    }
  }
}

/** `aws:stepfunctions:*` resources. */
export namespace stepfunctions {

  /** `DefinitionS3Location` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface StateMachineDefinitionS3Location {
    /** Required. */
    "Bucket": Input<string>;
    /** Required. */
    "Key": Input<string>;
    "Version"?: Input<string>;
  }

  /** The values `EncryptionConfiguration.Type` of `aws:stepfunctions:StateMachine` may take. */
  export type StateMachineEncryptionConfigurationType = "CUSTOMER_MANAGED_KMS_KEY" | "AWS_OWNED_KEY";

  /** `EncryptionConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface StateMachineEncryptionConfiguration {
    "KmsDataKeyReusePeriodSeconds"?: Input<number>;
    "KmsKeyId"?: Input<string>;
    /** Required. */
    "Type": Input<StateMachineEncryptionConfigurationType>;
  }

  /** `LoggingConfiguration.Destinations[*].CloudWatchLogsLogGroup` of `aws:stepfunctions:StateMachine`. */
  export interface StateMachineLoggingConfigurationDestinationsItemCloudWatchLogsLogGroup {
    "LogGroupArn"?: Input<string>;
  }

  /** `LoggingConfiguration.Destinations[*]` of `aws:stepfunctions:StateMachine`. */
  export interface StateMachineLoggingConfigurationDestinationsItem {
    "CloudWatchLogsLogGroup"?: Input<StateMachineLoggingConfigurationDestinationsItemCloudWatchLogsLogGroup>;
  }

  /** The values `LoggingConfiguration.Level` of `aws:stepfunctions:StateMachine` may take. */
  export type StateMachineLoggingConfigurationLevel = "ALL" | "ERROR" | "FATAL" | "OFF";

  /** `LoggingConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface StateMachineLoggingConfiguration {
    "Destinations"?: Input<StateMachineLoggingConfigurationDestinationsItem[]>;
    "IncludeExecutionData"?: Input<boolean>;
    "Level"?: Input<StateMachineLoggingConfigurationLevel>;
  }

  /** The values `StateMachineType` of `aws:stepfunctions:StateMachine` may take. */
  export type StateMachineStateMachineType = "STANDARD" | "EXPRESS";

  /** `Tags[*]` of `aws:stepfunctions:StateMachine`. */
  export interface StateMachineTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** `TracingConfiguration` of `aws:stepfunctions:StateMachine`. (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.) */
  export interface StateMachineTracingConfiguration {
    "Enabled"?: Input<boolean>;
  }

  /** The inputs of `aws:stepfunctions:StateMachine`. */
  export interface StateMachineArgs {
    "Definition"?: Input<Record<string, unknown>>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DefinitionS3Location"?: Input<StateMachineDefinitionS3Location>;
    "DefinitionString"?: Input<string>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "DefinitionSubstitutions"?: Input<Record<string, unknown>>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "EncryptionConfiguration"?: Input<StateMachineEncryptionConfiguration>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "LoggingConfiguration"?: Input<StateMachineLoggingConfiguration>;
    /** Required. */
    "RoleArn": Input<string>;
    /** A change replaces the resource. */
    "StateMachineName"?: Input<string>;
    /** A change replaces the resource. Default: `"STANDARD"`. */
    "StateMachineType"?: Input<StateMachineStateMachineType>;
    "Tags"?: Input<StateMachineTagsItem[]>;
    /** (Served through AWS Cloud Control: a resource that sets it is made, read, changed and deleted through AWS Cloud Control.). */
    "TracingConfiguration"?: Input<StateMachineTracingConfiguration>;
  }

  /** `aws:stepfunctions:StateMachine`: Resource schema for StateMachine */
  export class StateMachine extends Resource {
    constructor(name: string, args: StateMachineArgs, opts?: ResourceOptions) {
      super("aws:stepfunctions:StateMachine", name, args, opts);
    }

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `Name`. */
    get name_(): Output<string> {
      return this.output("Name");
    }

    /** Output `StateMachineRevisionId`. */
    get stateMachineRevisionId(): Output<string> {
      return this.output("StateMachineRevisionId");
    }
  }
}
