// Typed resources of the `random` provider, generated from its schema by
// `strata gen-sdk random --lang typescript`: do not edit (a test fails when it drifts).

import { Resource, type Input, type Output, type ResourceOptions } from '@strata/sdk';

/** The inputs of `random:Integer`. */
export interface IntegerArgs {
  /** Arbitrary values; a change of any of them makes a new value. A change replaces the resource. */
  "keepers"?: Input<Record<string, string>>;
  /** The largest value. Required. A change replaces the resource. */
  "max": Input<number>;
  /** The smallest value. Required. A change replaces the resource. */
  "min": Input<number>;
}

/** `random:Integer`: A random integer from min to max, made once at create */
export class Integer extends Resource {
  constructor(name: string, args: IntegerArgs, opts?: ResourceOptions) {
    super("random:Integer", name, args, opts);
  }

  /** The integer */
  get result(): Output<number> {
    return this.output("result");
  }
}

/** The inputs of `random:Pet`. */
export interface PetArgs {
  /** Arbitrary values; a change of any of them makes a new value. A change replaces the resource. */
  "keepers"?: Input<Record<string, string>>;
  /** Number of words. A change replaces the resource. Default: `2`. */
  "length"?: Input<number>;
  /** A first word. A change replaces the resource. */
  "prefix"?: Input<string>;
  /** Between words. A change replaces the resource. Default: `"-"`. */
  "separator"?: Input<string>;
}

/** `random:Pet`: A pet name such as `brave-otter`, made once at create */
export class Pet extends Resource {
  constructor(name: string, args: PetArgs = {}, opts?: ResourceOptions) {
    super("random:Pet", name, args, opts);
  }

  /** The name */
  get result(): Output<string> {
    return this.output("result");
  }
}

/** The inputs of `random:String`. */
export interface StringArgs {
  /** Arbitrary values; a change of any of them makes a new value. A change replaces the resource. */
  "keepers"?: Input<Record<string, string>>;
  /** Number of characters, 1 to 4096. A change replaces the resource. Default: `16`. */
  "length"?: Input<number>;
  /** Include 0-9. A change replaces the resource. Default: `true`. */
  "numeric"?: Input<boolean>;
  /** Include punctuation. A change replaces the resource. Default: `true`. */
  "special"?: Input<boolean>;
  /** Include A-Z. A change replaces the resource. Default: `true`. */
  "upper"?: Input<boolean>;
}

/** `random:String`: A random string, made once at create */
export class String extends Resource {
  constructor(name: string, args: StringArgs = {}, opts?: ResourceOptions) {
    super("random:String", name, args, opts);
  }

  /** The string */
  get result(): Output<string> {
    return this.output("result");
  }
}

/** The inputs of `random:Uuid`. */
export interface UuidArgs {
  /** Arbitrary values; a change of any of them makes a new value. A change replaces the resource. */
  "keepers"?: Input<Record<string, string>>;
}

/** `random:Uuid`: A random (version 4) UUID, made once at create */
export class Uuid extends Resource {
  constructor(name: string, args: UuidArgs = {}, opts?: ResourceOptions) {
    super("random:Uuid", name, args, opts);
  }

  /** The UUID */
  get result(): Output<string> {
    return this.output("result");
  }
}
