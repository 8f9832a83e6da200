"""Typed resources of the `random` provider, generated from its schema by
`strata gen-sdk random --lang python`: do not edit (a test fails when it drifts)."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, Required, TypedDict, TypeVar, Union

from strata_sdk import Output, Resource

_T = TypeVar("_T")
#: A value, or an Output of one.
Input = Union[_T, Output]


class Integer(Resource):
    """`random:Integer`: A random integer from min to max, made once at create

    Inputs (keywords):
      keepers (Dict[str, str]): Arbitrary values; a change of any of them makes a new value. A change replaces the resource.
      max (int): The largest value. Required. A change replaces the resource.
      min (int): The smallest value. Required. A change replaces the resource.
    """

    _input_keywords = ("keepers", "max", "min")

    def __init__(self, name: str, *, keepers: Optional[Input[Dict[str, str]]] = None, max: Input[int], min: Input[int], **options: Any):
        args = {"keepers": keepers, "max": max, "min": min}
        super().__init__("random:Integer", name, {k: v for k, v in args.items() if v is not None}, **options)

    @property
    def result(self) -> Output:
        """The integer (int)."""
        return self.output("result")


class Pet(Resource):
    """`random:Pet`: A pet name such as `brave-otter`, made once at create

    Inputs (keywords):
      keepers (Dict[str, str]): Arbitrary values; a change of any of them makes a new value. A change replaces the resource.
      length (int): Number of words. A change replaces the resource. Default: `2`.
      prefix (str): A first word. A change replaces the resource.
      separator (str): Between words. A change replaces the resource. Default: `"-"`.
    """

    _input_keywords = ("keepers", "length", "prefix", "separator")

    def __init__(self, name: str, *, keepers: Optional[Input[Dict[str, str]]] = None, length: Optional[Input[int]] = None, prefix: Optional[Input[str]] = None, separator: Optional[Input[str]] = None, **options: Any):
        args = {"keepers": keepers, "length": length, "prefix": prefix, "separator": separator}
        super().__init__("random:Pet", name, {k: v for k, v in args.items() if v is not None}, **options)

    @property
    def result(self) -> Output:
        """The name (str)."""
        return self.output("result")


class String(Resource):
    """`random:String`: A random string, made once at create

    Inputs (keywords):
      keepers (Dict[str, str]): Arbitrary values; a change of any of them makes a new value. A change replaces the resource.
      length (int): Number of characters, 1 to 4096. A change replaces the resource. Default: `16`.
      numeric (bool): Include 0-9. A change replaces the resource. Default: `true`.
      special (bool): Include punctuation. A change replaces the resource. Default: `true`.
      upper (bool): Include A-Z. A change replaces the resource. Default: `true`.
    """

    _input_keywords = ("keepers", "length", "numeric", "special", "upper")

    def __init__(self, name: str, *, keepers: Optional[Input[Dict[str, str]]] = None, length: Optional[Input[int]] = None, numeric: Optional[Input[bool]] = None, special: Optional[Input[bool]] = None, upper: Optional[Input[bool]] = None, **options: Any):
        args = {"keepers": keepers, "length": length, "numeric": numeric, "special": special, "upper": upper}
        super().__init__("random:String", name, {k: v for k, v in args.items() if v is not None}, **options)

    @property
    def result(self) -> Output:
        """The string (str)."""
        return self.output("result")


class Uuid(Resource):
    """`random:Uuid`: A random (version 4) UUID, made once at create

    Inputs (keywords):
      keepers (Dict[str, str]): Arbitrary values; a change of any of them makes a new value. A change replaces the resource.
    """

    _input_keywords = ("keepers",)

    def __init__(self, name: str, *, keepers: Optional[Input[Dict[str, str]]] = None, **options: Any):
        args = {"keepers": keepers}
        super().__init__("random:Uuid", name, {k: v for k, v in args.items() if v is not None}, **options)

    @property
    def result(self) -> Output:
        """The UUID (str)."""
        return self.output("result")
