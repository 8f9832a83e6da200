/** What a violation of a policy does. */
export type Enforcement = 'advisory' | 'mandatory' | 'disabled' | 'remediate';
export declare const Advisory: 'advisory';
export declare const Mandatory: 'mandatory';
export declare const Disabled: 'disabled';
export declare const Remediate: 'remediate';

/** A JSON value; a secret is the string "[secret]" unless the pack is granted secrets. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A resource as a policy sees it. */
export declare class Resource {
  readonly urn: string;
  /** `aws:s3:Bucket`. */
  readonly type: string;
  readonly name: string;
  /** What the run does to it. */
  readonly op: 'create' | 'update' | 'replace' | 'import' | 'same';
  readonly inputs: { [key: string]: Json };
  /** Its outputs, when known. */
  readonly outputs?: { [key: string]: Json };
  readonly protect: boolean;
  readonly provider: string;
  readonly parent?: string;
  readonly dependencies: string[];
  /** The input at a dotted path with `[i]` indexes, or undefined. */
  input(path: string): Json | undefined;
  /** Its tags as a map (from a list of `{Key, Value}` or a map, under `Tags` or `tags`). */
  tags(): { [key: string]: Json };
}

/** What a policy is told besides the resource: the stack, and its own configuration. */
export interface Context {
  readonly project: string;
  readonly stack: string;
  /** `[policy.PACK.config.POLICY]` of the project file, checked against the policy's
   * `configSchema` and with its defaults filled in (an empty table when none is given). */
  readonly config: { [key: string]: Json };
  /** A list of strings in the configuration under `key`, or `fallback`. */
  strings(key: string, fallback?: string[]): string[];
}

/** A rule broken: a message, or the message with the property at fault (and, in a stack
 * policy, the resource at fault by URN). */
export type Violation = string | { message: string; path?: string; urn?: string };

/** A JSON Schema, of the parts a policy's settings are checked by: `type`, `enum`, `minimum`,
 * `maximum`, `items`, `properties`, `required`, `additionalProperties`, `default`. */
export interface SettingSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null' | string[];
  enum?: Json[];
  minimum?: number;
  maximum?: number;
  items?: SettingSchema;
  properties?: { [name: string]: SettingSchema };
  required?: string[];
  additionalProperties?: boolean | SettingSchema;
  default?: Json;
  description?: string;
}

/** The settings a policy takes (Pulumi's `configSchema`): a setting not listed, at any depth,
 * a value of the wrong type or outside its `enum`, and a missing required one refuse the run
 * before any check. A policy that declares none takes none. */
export interface ConfigSchema {
  properties: { [name: string]: SettingSchema };
  required?: string[];
}

interface Common {
  name: string;
  description?: string;
  enforcement?: Enforcement;
  configSchema?: ConfigSchema;
}
export interface ResourcePolicy extends Common {
  validateResource(resource: Resource, ctx: Context): Violation[];
}
export interface StackPolicy extends Common {
  validateStack(resources: Resource[], ctx: Context): Violation[];
}
/** What a remediation fixes: the top-level inputs it sets (`null` removes one), and why. */
export interface Fix {
  message: string;
  inputs: { [input: string]: unknown };
}
/** A remediation policy (CrossGuard's `remediateResource`): its fix is applied to the
 * resource's inputs before the diff and the checks, and shown in the preview. Its enforcement
 * is `remediate`; set to advisory or mandatory, the fix is reported instead. */
export interface RemediationPolicy extends Common {
  remediateResource(resource: Resource, ctx: Context): Fix | undefined | null;
}

/** The component's `policy` export. */
export interface PackExport {
  policies(): [string, { name: string; description: string; enforcement: Enforcement; kind: string }[]];
  configure(json: string): void;
  validateResources(json: string): { policy: string; message: string; path: string; urn?: string }[][];
  validateStack(json: string): { policy: string; message: string; path: string; urn?: string }[];
  remediateResources(json: string): { policy: string; message: string; inputs: string }[][];
}

/** Declare the pack: `export const policy = definePack('acme', [...])`. */
export declare function definePack(
  name: string,
  policies: (ResourcePolicy | StackPolicy | RemediationPolicy)[],
): PackExport;

/** `config` read under `schema`: the table with its defaults, or every problem with its path. */
export declare function checkConfig(
  schema: ConfigSchema | undefined,
  config: Json | undefined,
): { table: { [key: string]: Json }; problems?: undefined } | { table?: undefined; problems: string[] };
/** The value at a dotted path with `[i]` indexes, or undefined. */
export declare function at(value: Json | undefined, path: string): Json | undefined;
/** True when `v` is not known yet (a preview). */
export declare function isUnknown(v: Json | undefined): boolean;
