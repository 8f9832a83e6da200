//! The emitters on a small schema of every shape they know: whatever the wire types become,
//! each shape is written the same way in TypeScript and in Python.

use serde_json::json;
use strata_wire::emit::{python, typescript};

fn schema() -> serde_json::Value {
    json!({
        "oneOf": [{"$ref": "#/$defs/Ping"}, {"$ref": "#/$defs/Pong"}],
        "$defs": {
            "Color": {"description": "A color.", "type": "string", "enum": ["red", "dark blue"]},
            "Ping": {
                "description": "Two lines\nof words.",
                "type": "object",
                "properties": {
                    "event": {"type": "string", "const": "ping"},
                    "at": {"type": ["integer", "null"]},
                    "pair": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "array", "items": {"type": "number"}}]},
                    "colors": {"type": "array", "items": {"anyOf": [{"$ref": "#/$defs/Color"}, {"type": "null"}]}},
                    "by": {"type": "object", "additionalProperties": {"type": "boolean"}},
                    "from": {"description": "Optional.", "type": "string"},
                    "any": true
                },
                "required": ["event", "at", "pair", "colors", "by", "any"],
                "additionalProperties": false
            },
            "Pong": {
                "type": "object",
                "properties": {"event": {"type": "string", "const": "pong"}, "n": {"const": 4}},
                "required": ["event", "n"],
                "additionalProperties": {}
            }
        }
    })
}

#[test]
fn typescript_declares_every_shape() {
    let ts = typescript::declarations(&schema(), Some("Message"), &["made"]);
    assert_eq!(
        ts,
        r#"// made

/** A color. */
export type Color = "red" | "dark blue";

/**
 * Two lines
 * of words.
 */
export interface Ping {
  event: "ping";
  at: number | null;
  pair: [string, number[]];
  colors: (Color | null)[];
  by: Record<string, boolean>;
  /** Optional. */
  from?: string;
  any: unknown;
}

export interface Pong {
  event: "pong";
  n: 4;
  [key: string]: unknown;
}

export type Message = Ping | Pong;

/** The `event` of each kind of Message. */
export type MessageKind = "ping" | "pong";
"#
    );
}

#[test]
fn python_declares_every_shape_after_what_it_names() {
    let py = python::module(&schema(), Some("Message"), "Made.", "VERSION = 4\n");
    assert_eq!(
        py,
        r#""""Made."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Tuple, TypedDict, Union

VERSION = 4


#: A color.
Color = Literal["red", "dark blue"]


_PingRequired = TypedDict(
    "_PingRequired",
    {
        "event": Literal["ping"],
        "at": Union[int, None],
        "pair": Tuple[str, List[float]],
        "colors": List[Union[Color, None]],
        "by": Dict[str, bool],
        "any": Any,
    },
)

_PingOptional = TypedDict(
    "_PingOptional",
    {
        #: Optional.
        "from": str,
    },
    total=False,
)


class Ping(_PingRequired, _PingOptional):
    """Two lines
    of words.
    """


class Pong(TypedDict):
    event: Literal["pong"]
    n: Literal[4]


Message = Union[Ping, Pong]

#: The `event` of each kind of Message.
MessageKind = Literal["ping", "pong"]

#: Each kind of Message's type, by its `event`.
MESSAGE_TYPES: Dict[str, type] = {
    "ping": Ping,
    "pong": Pong,
}


__all__ = [
    "VERSION",
    "Color",
    "Ping",
    "Pong",
    "Message",
    "MessageKind",
    "MESSAGE_TYPES",
]
"#
    );
}
