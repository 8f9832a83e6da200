"""Typed resources of the `local` provider, generated from its schema by
`strata gen-sdk local --lang python`: do not edit (a test fails when it drifts)."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, Required, TypedDict, TypeVar, Union

from strata_sdk import Output, Resource

_T = TypeVar("_T")
#: A value, or an Output of one.
Input = Union[_T, Output]


class File(Resource):
    """`local:File`: A file with content and permission bits

    Inputs (keywords):
      content (str): The file's text. Default: `""`.
      mode (str): Octal permission bits, at most 777. Default: `"644"`.
      path (str): Relative path inside a directory granted to the provider. Required. A change replaces the resource.
    """

    _input_keywords = ("content", "mode", "path")

    def __init__(self, name: str, *, content: Optional[Input[str]] = None, mode: Optional[Input[str]] = None, path: Input[str], **options: Any):
        args = {"content": content, "mode": mode, "path": path}
        super().__init__("local:File", name, {k: v for k, v in args.items() if v is not None}, **options)

    @property
    def content(self) -> Output:
        """The file's text (str)."""
        return self.output("content")

    @property
    def mode(self) -> Output:
        """Octal permission bits, at most 777 (str)."""
        return self.output("mode")

    @property
    def path(self) -> Output:
        """Relative path inside a directory granted to the provider (str)."""
        return self.output("path")

    @property
    def sha256(self) -> Output:
        """SHA-256 of the content, hex (str)."""
        return self.output("sha256")
