// Typed resources of the `aws` provider, generated from its schema by
// `strata gen-sdk aws --lang typescript`: do not edit (a test fails when it drifts).

import { Resource, type Input, type Output, type ResourceOptions } from '@strata/sdk';

/** `aws:apigatewayv2:*` resources. */
export namespace apigatewayv2 {

  /** The inputs of `aws:apigatewayv2:Api`. */
  export interface ApiArgs {
    /** An API key selection expression. Default: `"$request.header.x-api-key"`. */
    "ApiKeySelectionExpression"?: Input<string>;
    /** The description of the API. */
    "Description"?: Input<string>;
    /** Specifies whether clients can invoke your API by using the default `execute-api` endpoint. Default: `false`. */
    "DisableExecuteApiEndpoint"?: Input<boolean>;
    /** The name of the API. */
    "Name"?: Input<string>;
    /** The API protocol. A change replaces the resource. */
    "ProtocolType"?: Input<string>;
    /** The route selection expression for the API. Default: `"$request.method $request.path"`. */
    "RouteSelectionExpression"?: Input<string>;
    "Tags"?: Input<Record<string, string>>;
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

  /** The inputs of `aws:apigatewayv2:Integration`. */
  export interface IntegrationArgs {
    /** The API identifier. Required. A change replaces the resource. */
    "ApiId": Input<string>;
    /** Specifies the credentials required for the integration, if any. */
    "CredentialsArn"?: Input<string>;
    /** The description of the integration. */
    "Description"?: Input<string>;
    /** Specifies the integration's HTTP method type. */
    "IntegrationMethod"?: Input<string>;
    /** The integration type of an integration. Required. */
    "IntegrationType": Input<string>;
    /** For a Lambda integration, specify the URI of a Lambda function. */
    "IntegrationUri"?: Input<string>;
    /** Specifies the format of the payload sent to an integration. */
    "PayloadFormatVersion"?: Input<string>;
    /** Custom timeout between 50 and 29000 milliseconds for WebSocket APIs and between 50 and 30000 milliseconds for HTTP APIs. Default: `30000`. */
    "TimeoutInMillis"?: Input<number>;
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
    /** The authorization type for the route. Default: `"NONE"`. */
    "AuthorizationType"?: Input<string>;
    /** The operation name for the route. */
    "OperationName"?: Input<string>;
    /** The route key for the route. Required. */
    "RouteKey": Input<string>;
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

  /** The inputs of `aws:apigatewayv2:Stage`. */
  export interface StageArgs {
    /** The API identifier. Required. A change replaces the resource. */
    "ApiId": Input<string>;
    /** Specifies whether updates to an API automatically trigger a new deployment. Default: `false`. */
    "AutoDeploy"?: Input<boolean>;
    /** The description for the API stage. */
    "Description"?: Input<string>;
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

  /** `Tags[*]` of `aws:certificatemanager:Certificate`. */
  export interface CertificateTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:certificatemanager:Certificate`. */
  export interface CertificateArgs {
    /** The fully qualified domain name (FQDN), such as www.example.com, with which you want to secure an ACM certificate. Required. A change replaces the resource. */
    "DomainName": Input<string>;
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

  /** The values `ComparisonOperator` of `aws:cloudwatch:Alarm` may take. The arithmetic operation to use when comparing the specified statistic and threshold. */
  export type AlarmComparisonOperator = "GreaterThanOrEqualToThreshold" | "GreaterThanThreshold" | "GreaterThanUpperThreshold" | "LessThanLowerOrGreaterThanUpperThreshold" | "LessThanLowerThreshold" | "LessThanOrEqualToThreshold" | "LessThanThreshold";

  /** `Dimensions[*]` of `aws:cloudwatch:Alarm`. */
  export interface AlarmDimensionsItem {
    /** Required. */
    "Name": Input<string>;
    /** Required. */
    "Value": Input<string>;
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

  /** The inputs of `aws:cloudwatch:Alarm`. */
  export interface AlarmArgs {
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
    /** The number of periods over which data is compared to the specified threshold. */
    "EvaluationPeriods"?: Input<number>;
    /** The percentile statistic for the metric associated with the alarm. */
    "ExtendedStatistic"?: Input<string>;
    /** The actions to execute when this alarm transitions to the `INSUFFICIENT_DATA` state from any other state. */
    "InsufficientDataActions"?: Input<string[]>;
    /** The name of the metric associated with the alarm. */
    "MetricName"?: Input<string>;
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
    /** Sets how this alarm is to handle missing data points. Default: `"missing"`. */
    "TreatMissingData"?: Input<AlarmTreatMissingData>;
    /** The unit of the metric associated with the alarm. */
    "Unit"?: Input<AlarmUnit>;
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

  /** `KeySchema[*]` of `aws:dynamodb:Table`. */
  export interface TableKeySchemaItem {
    /** Required. */
    "AttributeName": Input<string>;
    /** HASH or RANGE. Required. */
    "KeyType": Input<string>;
  }

  /** `ProvisionedThroughput` of `aws:dynamodb:Table`. {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED */
  export interface TableProvisionedThroughput {
    /** Required. */
    "ReadCapacityUnits": Input<number>;
    /** Required. */
    "WriteCapacityUnits": Input<number>;
  }

  /** The values `StreamSpecification.StreamViewType` of `aws:dynamodb:Table` may take. */
  export type TableStreamSpecificationStreamViewType = "KEYS_ONLY" | "NEW_IMAGE" | "OLD_IMAGE" | "NEW_AND_OLD_IMAGES";

  /** `StreamSpecification` of `aws:dynamodb:Table`. {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn) */
  export interface TableStreamSpecification {
    /** Required. */
    "StreamViewType": Input<TableStreamSpecificationStreamViewType>;
  }

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

  /** The inputs of `aws:dynamodb:Table`. */
  export interface TableArgs {
    /** [{"AttributeName": N, "AttributeType": "S" | "N" | "B"}]. Required. */
    "AttributeDefinitions": Input<TableAttributeDefinitionsItem[]>;
    /** PAY_PER_REQUEST (default) or PROVISIONED. Default: `"PAY_PER_REQUEST"`. */
    "BillingMode"?: Input<TableBillingMode>;
    /** [{"IndexName", "KeySchema", "Projection": {"ProjectionType"}, "ProvisionedThroughput"?}]; changed in place, one index at a time (an index whose keys or projection change is deleted and made again). */
    "GlobalSecondaryIndexes"?: Input<TableGlobalSecondaryIndexesItem[]>;
    /** [{"AttributeName": N, "KeyType": "HASH" | "RANGE"}]. Required. A change replaces the resource. */
    "KeySchema": Input<TableKeySchemaItem[]>;
    /** {"ReadCapacityUnits": N, "WriteCapacityUnits": N}, with PROVISIONED. */
    "ProvisionedThroughput"?: Input<TableProvisionedThroughput>;
    /** {"StreamViewType": "NEW_IMAGE"}: a stream of the table's changes (StreamArn). */
    "StreamSpecification"?: Input<TableStreamSpecification>;
    /** By default the resource's name and a suffix. A change replaces the resource. */
    "TableName"?: Input<string>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<TableTagsItem[]>;
    /** {"AttributeName": N, "Enabled": true}. */
    "TimeToLiveSpecification"?: Input<TableTimeToLiveSpecification>;
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

  /** `Tags[*]` of `aws:ec2:Subnet`. */
  export interface SubnetTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:ec2:Subnet`. */
  export interface SubnetArgs {
    /** A change replaces the resource. */
    "AvailabilityZone"?: Input<string>;
    /** Required. A change replaces the resource. */
    "CidrBlock": Input<string>;
    "MapPublicIpOnLaunch"?: Input<boolean>;
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

  /** `Tags[*]` of `aws:ec2:VPC`. */
  export interface VPCTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:ec2:VPC`. */
  export interface VPCArgs {
    /** Required. A change replaces the resource. */
    "CidrBlock": Input<string>;
    /** Default: `false`. */
    "EnableDnsHostnames"?: Input<boolean>;
    /** Default: `true`. */
    "EnableDnsSupport"?: Input<boolean>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<VPCTagsItem[]>;
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

  /** `ImageScanningConfiguration` of `aws:ecr:Repository`. The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level. */
  export interface RepositoryImageScanningConfiguration {
    "ScanOnPush"?: Input<boolean>;
  }

  /** The values `ImageTagMutability` of `aws:ecr:Repository` may take. The tag mutability setting for the repository. */
  export type RepositoryImageTagMutability = "MUTABLE" | "IMMUTABLE" | "MUTABLE_WITH_EXCLUSION" | "IMMUTABLE_WITH_EXCLUSION";

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
    /** The `imageScanningConfiguration` parameter is being deprecated, in favor of specifying the image scanning configuration at the registry level. Default: `{"ScanOnPush":false}`. */
    "ImageScanningConfiguration"?: Input<RepositoryImageScanningConfiguration>;
    /** The tag mutability setting for the repository. Default: `"MUTABLE"`. */
    "ImageTagMutability"?: Input<RepositoryImageTagMutability>;
    /** The name to use for the repository. A change replaces the resource. */
    "RepositoryName"?: Input<string>;
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

  /** `Tags[*]` of `aws:ecs:Cluster`. */
  export interface ClusterTagsItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:ecs:Cluster`. */
  export interface ClusterArgs {
    /** A user-generated string that you use to identify your cluster. A change replaces the resource. */
    "ClusterName"?: Input<string>;
    /** The settings to use when creating a cluster. Default: `[{"Name":"containerInsights","Value":"disabled"}]`. */
    "ClusterSettings"?: Input<ClusterClusterSettingsItem[]>;
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

  /** `Tags[*]` of `aws:ecs:Service`. */
  export interface ServiceTagsItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:ecs:Service`. */
  export interface ServiceArgs {
    /** The short name or full Amazon Resource Name (ARN) of the cluster that you run your service on. A change replaces the resource. */
    "Cluster"?: Input<string>;
    /** The number of instantiations of the specified task definition to place and keep running in your service. */
    "DesiredCount"?: Input<number>;
    /** The launch type on which to run your service. A change replaces the resource. */
    "LaunchType"?: Input<ServiceLaunchType>;
    /** A list of load balancer objects to associate with the service. */
    "LoadBalancers"?: Input<ServiceLoadBalancersItem[]>;
    /** The network configuration for the service. */
    "NetworkConfiguration"?: Input<ServiceNetworkConfiguration>;
    /** The name of your service. A change replaces the resource. */
    "ServiceName"?: Input<string>;
    /** The metadata that you apply to the service to help you categorize and organize them. */
    "Tags"?: Input<ServiceTagsItem[]>;
    /** The `family` and `revision` (`family:revision`) or full ARN of the task definition to run in your service. */
    "TaskDefinition"?: Input<string>;
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

  /** The values `NetworkMode` of `aws:ecs:TaskDefinition` may take. The Docker networking mode to use for the containers in the task. */
  export type TaskDefinitionNetworkMode = "awsvpc" | "bridge" | "host" | "none";

  /** The values `RequiresCompatibilities[*]` of `aws:ecs:TaskDefinition` may take. */
  export type TaskDefinitionRequiresCompatibilitiesItem = "EC2" | "EXTERNAL" | "FARGATE" | "MANAGED_INSTANCES";

  /** `Tags[*]` of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionTagsItem {
    "Key"?: Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:ecs:TaskDefinition`. */
  export interface TaskDefinitionArgs {
    /** A list of container definitions in JSON format that describe the different containers that make up your task. A change replaces the resource. */
    "ContainerDefinitions"?: Input<TaskDefinitionContainerDefinitionsItem[]>;
    /** The number of `cpu` units used by the task. A change replaces the resource. */
    "Cpu"?: Input<string>;
    /** The Amazon Resource Name (ARN) of the task execution role that grants the Amazon ECS container agent permission to make AWS API calls on your behalf. A change replaces the resource. */
    "ExecutionRoleArn"?: Input<string>;
    /** The name of a family that this task definition is registered to. A change replaces the resource. */
    "Family"?: Input<string>;
    /** The amount (in MiB) of memory used by the task. A change replaces the resource. */
    "Memory"?: Input<string>;
    /** The Docker networking mode to use for the containers in the task. A change replaces the resource. */
    "NetworkMode"?: Input<TaskDefinitionNetworkMode>;
    /** The task launch types the task definition was validated against. A change replaces the resource. */
    "RequiresCompatibilities"?: Input<TaskDefinitionRequiresCompatibilitiesItem[]>;
    /** The metadata that you apply to the task definition to help you categorize and organize them. */
    "Tags"?: Input<TaskDefinitionTagsItem[]>;
    /** The short name or full Amazon Resource Name (ARN) of the IAMlong role that grants containers in the task permission to call AWS APIs on your behalf. A change replaces the resource. */
    "TaskRoleArn"?: Input<string>;
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

  /** The values `Protocol` of `aws:elasticloadbalancingv2:Listener` may take. The protocol for connections from clients to the load balancer. */
  export type ListenerProtocol = "GENEVE" | "HTTP" | "HTTPS" | "QUIC" | "TCP" | "TCP_QUIC" | "TCP_UDP" | "TLS" | "UDP";

  /** The inputs of `aws:elasticloadbalancingv2:Listener`. */
  export interface ListenerArgs {
    /** The actions for the default rule. Required. */
    "DefaultActions": Input<ListenerDefaultActionsItem[]>;
    /** The Amazon Resource Name (ARN) of the load balancer. Required. A change replaces the resource. */
    "LoadBalancerArn": Input<string>;
    /** The port on which the load balancer is listening. */
    "Port"?: Input<number>;
    /** The protocol for connections from clients to the load balancer. */
    "Protocol"?: Input<ListenerProtocol>;
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

  /** The values `IpAddressType` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The IP address type. */
  export type LoadBalancerIpAddressType = "dualstack" | "dualstack-without-public-ipv4" | "ipv4";

  /** The values `Scheme` of `aws:elasticloadbalancingv2:LoadBalancer` may take. The nodes of an Internet-facing load balancer have public IP addresses. */
  export type LoadBalancerScheme = "internal" | "internet-facing";

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
    /** The IP address type. Default: `"ipv4"`. */
    "IpAddressType"?: Input<LoadBalancerIpAddressType>;
    /** The name of the load balancer. A change replaces the resource. */
    "Name"?: Input<string>;
    /** The nodes of an Internet-facing load balancer have public IP addresses. A change replaces the resource. Default: `"internet-facing"`. */
    "Scheme"?: Input<LoadBalancerScheme>;
    /** [Application Load Balancers and Network Load Balancers] The IDs of the security groups for the load balancer. */
    "SecurityGroups"?: Input<string[]>;
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

  /** The values `TargetType` of `aws:elasticloadbalancingv2:TargetGroup` may take. The type of target that you must specify when registering targets with this target group. */
  export type TargetGroupTargetType = "alb" | "instance" | "ip" | "lambda";

  /** The inputs of `aws:elasticloadbalancingv2:TargetGroup`. */
  export interface TargetGroupArgs {
    /** The approximate amount of time, in seconds, between health checks of an individual target. */
    "HealthCheckIntervalSeconds"?: Input<number>;
    /** [HTTP/HTTPS health checks] The destination for health checks on the targets. */
    "HealthCheckPath"?: Input<string>;
    /** The number of consecutive health checks successes required before considering an unhealthy target healthy. */
    "HealthyThresholdCount"?: Input<number>;
    /** [HTTP/HTTPS health checks] The HTTP or gRPC codes to use when checking for a successful response from a target. */
    "Matcher"?: Input<TargetGroupMatcher>;
    /** The name of the target group. A change replaces the resource. */
    "Name"?: Input<string>;
    /** The port on which the targets receive traffic. A change replaces the resource. */
    "Port"?: Input<number>;
    /** The protocol to use for routing traffic to the targets. A change replaces the resource. */
    "Protocol"?: Input<TargetGroupProtocol>;
    /** The tags. */
    "Tags"?: Input<TargetGroupTagsItem[]>;
    /** The type of target that you must specify when registering targets with this target group. A change replaces the resource. Default: `"instance"`. */
    "TargetType"?: Input<TargetGroupTargetType>;
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
    /** A change replaces the resource. Default: `"/"`. */
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

    /** Output `Id`. */
    get id(): Output<string> {
      return this.output("Id");
    }

    /** Output `PolicyName`. */
    get policyName(): Output<string> {
      return this.output("PolicyName");
    }
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

  /** `Tags[*]` of `aws:kms:Key`. */
  export interface KeyTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:kms:Key`. */
  export interface KeyArgs {
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
    /** Specifies the number of days in the waiting period before KMS deletes a KMS key that has been removed from a CloudFormation stack. */
    "PendingWindowInDays"?: Input<number>;
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

  /** The inputs of `aws:lambda:EventSourceMapping`. */
  export interface EventSourceMappingArgs {
    /** The maximum number of records in each batch that Lambda pulls from your stream or queue and sends to your function. */
    "BatchSize"?: Input<number>;
    /** When true, the event source mapping is active. Default: `true`. */
    "Enabled"?: Input<boolean>;
    /** The Amazon Resource Name (ARN) of the event source. A change replaces the resource. */
    "EventSourceArn"?: Input<string>;
    /** The name or ARN of the Lambda function. Required. */
    "FunctionName": Input<string>;
    /** The maximum amount of time, in seconds, that Lambda spends gathering records before invoking the function. */
    "MaximumBatchingWindowInSeconds"?: Input<number>;
    /** The position in a stream from which to start reading. A change replaces the resource. */
    "StartingPosition"?: Input<string>;
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

  /** `Environment` of `aws:lambda:Function`. Environment variables that are accessible from function code during execution. */
  export interface FunctionEnvironment {
    "Variables"?: Input<Record<string, unknown>>;
  }

  /** The values `Runtime` of `aws:lambda:Function` may take. The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html). */
  export type FunctionRuntime = "dotnet10" | "dotnet6" | "dotnet8" | "dotnetcore1.0" | "dotnetcore2.0" | "dotnetcore2.1" | "dotnetcore3.1" | "go1.x" | "java11" | "java11.al2023" | "java17" | "java17.al2023" | "java21" | "java25" | "java8" | "java8.al2" | "java8.al2023" | "nodejs" | "nodejs10.x" | "nodejs12.x" | "nodejs14.x" | "nodejs16.x" | "nodejs18.x" | "nodejs20.x" | "nodejs22.x" | "nodejs24.x" | "nodejs26.x" | "nodejs4.3" | "nodejs4.3-edge" | "nodejs6.10" | "nodejs8.10" | "provided" | "provided.al2" | "provided.al2023" | "python2.7" | "python3.10" | "python3.11" | "python3.12" | "python3.13" | "python3.14" | "python3.15" | "python3.6" | "python3.7" | "python3.8" | "python3.9" | "ruby2.5" | "ruby2.7" | "ruby3.2" | "ruby3.3" | "ruby3.4" | "ruby4.0";

  /** `Tags[*]` of `aws:lambda:Function`. */
  export interface FunctionTagsItem {
    /** Required. */
    "Key": Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:lambda:Function`. */
  export interface FunctionArgs {
    /** The instruction set architecture that the function supports. Default: `["x86_64"]`. */
    "Architectures"?: Input<FunctionArchitecturesItem[]>;
    /** The code for the function. */
    "Code"?: Input<FunctionCode>;
    /** A description of the function. */
    "Description"?: Input<string>;
    /** Environment variables that are accessible from function code during execution. */
    "Environment"?: Input<FunctionEnvironment>;
    /** The name of the Lambda function, up to 64 characters in length. A change replaces the resource. */
    "FunctionName"?: Input<string>;
    /** The name of the method within your code that Lambda calls to run your function. */
    "Handler"?: Input<string>;
    /** The amount of [memory available to the function](https://docs.aws.amazon.com/lambda/latest/dg/configuration-function-common.html#configuration-memory-console)…. Default: `128`. */
    "MemorySize"?: Input<number>;
    /** The Amazon Resource Name (ARN) of the function's execution role. Required. */
    "Role": Input<string>;
    /** The identifier of the function's [runtime](https://docs.aws.amazon.com/lambda/latest/dg/lambda-runtimes.html). */
    "Runtime"?: Input<FunctionRuntime>;
    /** Strata's own: a directory (granted to the provider with allow-dirs) whose files are the function's code, zipped by Strata; instead of Code. */
    "Source"?: Input<string>;
    /** Strata's own: the base64 SHA-256 of the Source zip (Lambda's CodeSha256), computed by check when left out; code changed behind Strata's back reads back as another digest. */
    "SourceSha256"?: Input<string>;
    /** A list of [tags](https://docs.aws.amazon.com/lambda/latest/dg/tagging.html) to apply to the function. */
    "Tags"?: Input<FunctionTagsItem[]>;
    /** The amount of time (in seconds) that Lambda allows a function to run before stopping it. Default: `3`. */
    "Timeout"?: Input<number>;
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

  /** The inputs of `aws:lambda:Permission`. */
  export interface PermissionArgs {
    /** The action that the principal can use on the function. Required. A change replaces the resource. */
    "Action": Input<string>;
    /** For Alexa Smart Home functions, a token that the invoker must supply. A change replaces the resource. */
    "EventSourceToken"?: Input<string>;
    /** The name or ARN of the Lambda function, version, or alias. Required. A change replaces the resource. */
    "FunctionName": Input<string>;
    /** The AWS-service, AWS-account, IAM user, or IAM role that invokes the function. Required. A change replaces the resource. */
    "Principal": Input<string>;
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

  /** `Tags[*]` of `aws:logs:LogGroup`. */
  export interface LogGroupTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:logs:LogGroup`. */
  export interface LogGroupArgs {
    /** The Amazon Resource Name (ARN) of the KMS key to use when encrypting log data. */
    "KmsKeyId"?: Input<string>;
    /** The name of the log group. A change replaces the resource. */
    "LogGroupName"?: Input<string>;
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

  /** `Tags[*]` of `aws:rds:DBInstance`. */
  export interface DBInstanceTagsItem {
    /** Required. */
    "Key": Input<string>;
    "Value"?: Input<string>;
  }

  /** The inputs of `aws:rds:DBInstance`. */
  export interface DBInstanceArgs {
    /** The amount of storage in gibibytes (GiB) to be initially allocated for the database instance. */
    "AllocatedStorage"?: Input<string>;
    /** The number of days for which automated backups are retained. Default: `1`. */
    "BackupRetentionPeriod"?: Input<number>;
    /** The compute and memory capacity of the DB instance, for example `db.m5.large`. */
    "DBInstanceClass"?: Input<string>;
    /** A name for the DB instance. A change replaces the resource. */
    "DBInstanceIdentifier"?: Input<string>;
    /** The meaning of this parameter differs according to the database engine you use. A change replaces the resource. */
    "DBName"?: Input<string>;
    /** A DB subnet group to associate with the DB instance. A change replaces the resource. */
    "DBSubnetGroupName"?: Input<string>;
    /** Specifies whether the DB instance has deletion protection enabled. Default: `false`. */
    "DeletionProtection"?: Input<boolean>;
    /** The name of the database engine to use for this DB instance. A change replaces the resource. */
    "Engine"?: Input<string>;
    /** The version number of the database engine to use. */
    "EngineVersion"?: Input<string>;
    /** The password for the master user. */
    "MasterUserPassword"?: Input<string>;
    /** The master user name for the DB instance. A change replaces the resource. */
    "MasterUsername"?: Input<string>;
    /** Indicates whether the DB instance is an internet-facing instance. */
    "PubliclyAccessible"?: Input<boolean>;
    /** Strata's own: delete the instance without the final snapshot it otherwise leaves (CloudFormation's default deletion policy, Snapshot). Default: `false`. */
    "SkipFinalSnapshot"?: Input<boolean>;
    /** The storage type to associate with the DB instance. */
    "StorageType"?: Input<string>;
    /** Tags to assign to the DB instance. */
    "Tags"?: Input<DBInstanceTagsItem[]>;
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

  /** `HostedZoneTags[*]` of `aws:route53:HostedZone`. */
  export interface HostedZoneHostedZoneTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:route53:HostedZone`. */
  export interface HostedZoneArgs {
    /** A complex type that contains an optional comment. */
    "HostedZoneConfig"?: Input<HostedZoneHostedZoneConfig>;
    /** Adds, edits, or deletes tags for a health check or a hosted zone. */
    "HostedZoneTags"?: Input<HostedZoneHostedZoneTagsItem[]>;
    /** The name of the domain. A change replaces the resource. */
    "Name"?: Input<string>;
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

  /** The inputs of `aws:route53:RecordSet`. */
  export interface RecordSetArgs {
    /** Alias resource record sets only: Information about the AWS resource, such as a CloudFront distribution or an Amazon S3 bucket, that you want to route traffic t…. */
    "AliasTarget"?: Input<RecordSetAliasTarget>;
    /** The ID of the hosted zone that you want to create records in. A change replaces the resource. */
    "HostedZoneId"?: Input<string>;
    /** The name of the record that you want to create, update, or delete. Required. A change replaces the resource. */
    "Name": Input<string>;
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

  /** `PublicAccessBlockConfiguration` of `aws:s3:Bucket`. {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out */
  export interface BucketPublicAccessBlockConfiguration {
    "BlockPublicAcls"?: Input<boolean>;
    "BlockPublicPolicy"?: Input<boolean>;
    "IgnorePublicAcls"?: Input<boolean>;
    "RestrictPublicBuckets"?: Input<boolean>;
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
    /** The bucket's name; by default the resource's name and a suffix. A change replaces the resource. */
    "BucketName"?: Input<string>;
    /** {"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"}: booleans, false when left out. */
    "PublicAccessBlockConfiguration"?: Input<BucketPublicAccessBlockConfiguration>;
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
    /** The ARN, key ID, or alias of the KMS key that Secrets Manager uses to encrypt the secret value in the secret. */
    "KmsKeyId"?: Input<string>;
    /** The name of the new secret. A change replaces the resource. */
    "Name"?: Input<string>;
    /** Strata's own: the days a deleted secret can be restored in (7 to 30), or 0 to delete it at once (Terraform's recovery_window_in_days). Default: `30`. */
    "RecoveryWindowInDays"?: Input<number>;
    /** The text to encrypt and store in the secret. */
    "SecretString"?: Input<string>;
    /** A list of tags to attach to the secret. */
    "Tags"?: Input<SecretTagsItem[]>;
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

    /** Output `Arn`. */
    get arn(): Output<string> {
      return this.output("Arn");
    }

    /** Output `SubscriptionArn`. */
    get subscriptionArn(): Output<string> {
      return this.output("SubscriptionArn");
    }
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
    "DisplayName"?: Input<string>;
    /** A change replaces the resource. Default: `false`. */
    "FifoTopic"?: Input<boolean>;
    /** [{"Key": K, "Value": V}]. */
    "Tags"?: Input<TopicTagsItem[]>;
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
    /** 0 to 900 (default 0). Default: `0`. */
    "DelaySeconds"?: Input<number>;
    /** A change replaces the resource. Default: `false`. */
    "FifoQueue"?: Input<boolean>;
    /** Seconds, 60 to 1209600 (default 345600). Default: `345600`. */
    "MessageRetentionPeriod"?: Input<number>;
    /** The queue's name; by default the resource's name and a suffix (`.fifo` added for a FIFO queue). A change replaces the resource. */
    "QueueName"?: Input<string>;
    /** {"deadLetterTargetArn": ARN, "maxReceiveCount": N}. */
    "RedrivePolicy"?: Input<QueueRedrivePolicy>;
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

  /** The values `StateMachineType` of `aws:stepfunctions:StateMachine` may take. */
  export type StateMachineStateMachineType = "STANDARD" | "EXPRESS";

  /** `Tags[*]` of `aws:stepfunctions:StateMachine`. */
  export interface StateMachineTagsItem {
    /** Required. */
    "Key": Input<string>;
    /** Required. */
    "Value": Input<string>;
  }

  /** The inputs of `aws:stepfunctions:StateMachine`. */
  export interface StateMachineArgs {
    "Definition"?: Input<Record<string, unknown>>;
    "DefinitionString"?: Input<string>;
    /** Required. */
    "RoleArn": Input<string>;
    /** A change replaces the resource. */
    "StateMachineName"?: Input<string>;
    /** A change replaces the resource. Default: `"STANDARD"`. */
    "StateMachineType"?: Input<StateMachineStateMachineType>;
    "Tags"?: Input<StateMachineTagsItem[]>;
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
