/** What a violation of a policy does. */
export type Enforcement = 'advisory' | 'mandatory' | 'disabled';
export declare const Advisory: 'advisory';
export declare const Mandatory: 'mandatory';
export declare const Disabled: 'disabled';

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
  /** `[policy.PACK.config.POLICY]` of the project file, or null. */
  readonly config: { [key: string]: Json } | null;
  /** A list of strings in the configuration under `key`, or `fallback`. */
  strings(key: string, fallback?: string[]): string[];
}

/** A rule broken: a message, or the message with the property at fault (and, in a stack
 * policy, the resource at fault by URN). */
export type Violation = string | { message: string; path?: string; urn?: string };

interface Common {
  name: string;
  description?: string;
  enforcement?: Enforcement;
}
export interface ResourcePolicy extends Common {
  validateResource(resource: Resource, ctx: Context): Violation[];
}
export interface StackPolicy extends Common {
  validateStack(resources: Resource[], ctx: Context): Violation[];
}

/** The component's `policy` export. */
export interface PackExport {
  policies(): [string, { name: string; description: string; enforcement: Enforcement; kind: string }[]];
  configure(json: string): void;
  validateResources(json: string): { policy: string; message: string; path: string; urn?: string }[][];
  validateStack(json: string): { policy: string; message: string; path: string; urn?: string }[];
}

/** Declare the pack: `export const policy = definePack('acme', [...])`. */
export declare function definePack(name: string, policies: (ResourcePolicy | StackPolicy)[]): PackExport;

/** The value at a dotted path with `[i]` indexes, or undefined. */
export declare function at(value: Json | undefined, path: string): Json | undefined;
/** True when `v` is not known yet (a preview). */
export declare function isUnknown(v: Json | undefined): boolean;
