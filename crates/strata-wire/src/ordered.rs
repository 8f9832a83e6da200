//! A JSON object whose keys keep the order they were given in (a `Vec` of pairs), typed by its
//! values: the summary's `http_requests` lists the providers in the order they were loaded.

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::de::{Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// Pairs written as one JSON object, in their order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OrderedMap<V>(pub Vec<(String, V)>);

impl<V: Serialize> Serialize for OrderedMap<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for OrderedMap<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Pairs<V>(std::marker::PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for Pairs<V> {
            type Value = OrderedMap<V>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<OrderedMap<V>, A::Error> {
                let mut pairs = Vec::new();
                while let Some(kv) = a.next_entry()? {
                    pairs.push(kv);
                }
                Ok(OrderedMap(pairs))
            }
        }
        d.deserialize_map(Pairs(std::marker::PhantomData))
    }
}

impl<V: JsonSchema> JsonSchema for OrderedMap<V> {
    fn inline_schema() -> bool {
        true
    }
    fn schema_name() -> Cow<'static, str> {
        BTreeMap::<String, V>::schema_name()
    }
    fn json_schema(g: &mut SchemaGenerator) -> Schema {
        BTreeMap::<String, V>::json_schema(g)
    }
}
