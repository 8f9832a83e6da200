//! Route 53 hosted zones and record sets, through Route 53's REST-XML API (one global
//! endpoint). A record set is created with `CREATE`, so a record that exists already is an
//! error, not taken over; it changes with `UPSERT` and goes with a `DELETE` of what it holds.

use crate::Aws;
use crate::native::{Native, changed, deleted, given, object, read_tags};
use crate::query::{rest_xml, segment, xml_json_listing, xml_text};
use sha2::{Digest, Sha256};
use strata_provider::{Failure, Value, json};

const NS: &str = "https://route53.amazonaws.com/doc/2013-04-01/";
const ITEMS: &[&str] = &["NameServer", "Tag", "ResourceRecordSet", "ResourceRecord"];

pub(crate) const TYPES: &[Native] = &[
    Native {
        ty: "aws:route53:HostedZone",
        inputs: &["Name", "HostedZoneConfig", "HostedZoneTags"],
        replaces: &[],
        own: &[(
            "forceDestroy",
            r#"{"type": "boolean", "default": false, "description": "Strata's own: delete the zone's records first when it is deleted, those made outside Strata too (AWS deletes a zone only with its SOA and NS records left; Terraform's force_destroy)"}"#,
        )],
        name: None,
        defaults: &[],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_zone,
        get: get_zone,
        update: update_zone,
        delete: delete_zone,
    },
    Native {
        ty: "aws:route53:RecordSet",
        inputs: &[
            "HostedZoneId",
            "Name",
            "Type",
            "TTL",
            "ResourceRecords",
            "AliasTarget",
            "SetIdentifier",
            "Weight",
        ],
        // Another name or type is another record.
        replaces: &["Name", "Type", "SetIdentifier"],
        own: &[],
        name: None,
        defaults: &[],
        check: None,
        optional: &[],
        normal: None,
        lookup: None,
        create: create_record,
        get: get_record,
        update: |aws, id, _olds, news| change(aws, id, "UPSERT", news).map_err(Into::into),
        delete: delete_record,
    },
];

fn call(aws: &Aws, method: &str, path: &str, body: Option<String>) -> Result<Value, String> {
    let xml = rest_xml(
        &aws.query,
        ("route53", "route53", "Route53"),
        method,
        path,
        body,
    )?;
    Ok(xml_json_listing(&xml, ITEMS))
}

/// A zone's id without its `/hostedzone/` prefix, as CloudFormation says it.
fn zone_id(v: &Value) -> String {
    let id = v.as_str().unwrap_or_default();
    id.rsplit('/').next().unwrap_or(id).to_string()
}

/// A DNS name as recorded when AWS says the same name (with a final dot, in lower case); else
/// without the final dot, as programs and templates write names.
fn same_name(read: &str, recorded: &Value) -> Value {
    match recorded.as_str() {
        Some(r)
            if r.trim_end_matches('.')
                .eq_ignore_ascii_case(read.trim_end_matches('.')) =>
        {
            json!(r)
        }
        _ => json!(read.trim_end_matches('.')),
    }
}

fn tags_xml(tags: &[(String, String)]) -> String {
    tags.iter()
        .map(|(k, v)| {
            format!(
                "<Tag><Key>{}</Key><Value>{}</Value></Tag>",
                xml_text(k),
                xml_text(v)
            )
        })
        .collect()
}

fn retag(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), String> {
    let as_tags =
        |v: &Value| json!({"Tags": v.get("HostedZoneTags").cloned().unwrap_or(json!([]))});
    let change = crate::tag_change(&as_tags(olds), &as_tags(news));
    if change.stale.is_empty() && change.set.is_empty() {
        return Ok(());
    }
    let mut body = format!("<ChangeTagsForResourceRequest xmlns=\"{NS}\">");
    if !change.set.is_empty() {
        body.push_str(&format!("<AddTags>{}</AddTags>", tags_xml(&change.set)));
    }
    if !change.stale.is_empty() {
        let keys: String = change
            .stale
            .iter()
            .map(|k| format!("<Key>{}</Key>", xml_text(k)))
            .collect();
        body.push_str(&format!("<RemoveTagKeys>{keys}</RemoveTagKeys>"));
    }
    body.push_str("</ChangeTagsForResourceRequest>");
    call(
        aws,
        "POST",
        &format!("/2013-04-01/tags/hostedzone/{}", segment(id)),
        Some(body),
    )?;
    Ok(())
}

fn delete_zone(aws: &Aws, id: &str, inputs: &Value) -> Result<(), String> {
    if inputs["forceDestroy"] == json!(true) {
        empty_zone(aws, id)?;
    }
    match call(
        aws,
        "DELETE",
        &format!("/2013-04-01/hostedzone/{}", segment(id)),
        None,
    ) {
        Err(e) if e.contains("HostedZoneNotEmpty") => Err(format!(
            "{e}: the zone still holds records made outside Strata, which AWS does not delete with it. Delete them, or set `forceDestroy: true` on it and run `strata up` before deleting it"
        )),
        other => deleted(other),
    }
}

/// Delete every record of zone `id` but its own SOA and NS (`forceDestroy`).
fn empty_zone(aws: &Aws, id: &str) -> Result<(), String> {
    let apex = |n: &str, zone: &str| n.trim_end_matches('.') == zone.trim_end_matches('.');
    let zone = match call(
        aws,
        "GET",
        &format!("/2013-04-01/hostedzone/{}", segment(id)),
        None,
    ) {
        Ok(a) => a["HostedZone"]["Name"]
            .as_str()
            .unwrap_or_default()
            .to_string(),
        Err(e) if e.contains("NoSuchHostedZone") => return Ok(()),
        Err(e) => return Err(e),
    };
    // A page at a time (300 records), each deleted before the next is listed; a page that
    // does not shrink (a record AWS will not delete) stops it.
    let mut last = usize::MAX;
    loop {
        let page = call(
            aws,
            "GET",
            &format!("/2013-04-01/hostedzone/{}/rrset", segment(id)),
            None,
        )?;
        let doomed: Vec<Value> = page["ResourceRecordSets"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|r| {
                let own = matches!(r["Type"].as_str(), Some("SOA" | "NS"))
                    && apex(r["Name"].as_str().unwrap_or_default(), &zone);
                !own
            })
            .map(|r| {
                let mut set = r.clone();
                if let Some(records) = r["ResourceRecords"].as_array() {
                    set["ResourceRecords"] =
                        Value::Array(records.iter().map(|x| x["Value"].clone()).collect());
                }
                set
            })
            .collect();
        if doomed.is_empty() {
            return Ok(());
        }
        if doomed.len() >= last && page["IsTruncated"] != json!(true) {
            return Err(format!(
                "AWS Route53: {} record(s) of zone {id} are still there after their delete (forceDestroy)",
                doomed.len()
            ));
        }
        last = doomed.len();
        for set in &doomed {
            change(aws, id, "DELETE", set)?;
        }
    }
}

fn create_zone(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    // The same request retried (an interrupted create) is refused, not a second zone.
    let reference: String = crate::hex(
        &Sha256::digest(format!("{}{inputs}", aws.scope).as_bytes()),
        16,
    );
    let comment = inputs["HostedZoneConfig"]["Comment"]
        .as_str()
        .map(|c| {
            format!(
                "<HostedZoneConfig><Comment>{}</Comment></HostedZoneConfig>",
                xml_text(c)
            )
        })
        .unwrap_or_default();
    let body = format!(
        "<CreateHostedZoneRequest xmlns=\"{NS}\"><Name>{}</Name><CallerReference>{reference}</CallerReference>{comment}</CreateHostedZoneRequest>",
        xml_text(inputs["Name"].as_str().unwrap_or_default())
    );
    let answer = call(aws, "POST", "/2013-04-01/hostedzone", Some(body))?;
    let id = zone_id(&answer["HostedZone"]["Id"]);
    if id.is_empty() {
        return Err("AWS Route53 CreateHostedZone: no Id in the answer".into());
    }
    retag(aws, &id, &json!({}), inputs).map_err(|e| Failure::partial(e, &id, json!({})))?;
    Ok(id)
}

fn get_zone(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let answer = match call(
        aws,
        "GET",
        &format!("/2013-04-01/hostedzone/{}", segment(id)),
        None,
    ) {
        Ok(a) => a,
        Err(e) if e.contains("NoSuchHostedZone") => return Ok(None),
        Err(e) => return Err(e),
    };
    let z = &answer["HostedZone"];
    let tags = call(
        aws,
        "GET",
        &format!("/2013-04-01/tags/hostedzone/{}", segment(id)),
        None,
    )?;
    let comment = z["Config"]["Comment"].as_str().filter(|c| !c.is_empty());
    let recorded_tags =
        json!({"Tags": recorded.get("HostedZoneTags").cloned().unwrap_or(Value::Null)});
    Ok(Some(object(&[
        ("Id", Some(json!(id))),
        (
            "Name",
            Some(same_name(
                z["Name"].as_str().unwrap_or_default(),
                &recorded["Name"],
            )),
        ),
        ("HostedZoneConfig", comment.map(|c| json!({"Comment": c}))),
        (
            "NameServers",
            answer["DelegationSet"].get("NameServers").cloned(),
        ),
        (
            "HostedZoneTags",
            Some(read_tags(
                &tags["ResourceTagSet"]["Tags"],
                "Key",
                "Value",
                &recorded_tags,
            )),
        ),
    ])))
}

fn update_zone(aws: &Aws, id: &str, olds: &Value, news: &Value) -> Result<(), Failure> {
    if changed(olds, news, "HostedZoneConfig") {
        let comment = news["HostedZoneConfig"]["Comment"]
            .as_str()
            .unwrap_or_default();
        call(
            aws,
            "POST",
            &format!("/2013-04-01/hostedzone/{}", segment(id)),
            Some(format!(
                "<UpdateHostedZoneCommentRequest xmlns=\"{NS}\"><Comment>{}</Comment></UpdateHostedZoneCommentRequest>",
                xml_text(comment)
            )),
        )?;
    }
    retag(aws, id, olds, news)?;
    Ok(())
}

/// A record set's identifier: `ZONE|NAME|TYPE`, and `|SET` when it has a set identifier.
fn record_id(inputs: &Value) -> String {
    let text = |k: &str| inputs[k].as_str().unwrap_or_default().to_string();
    let mut id = format!("{}|{}|{}", text("HostedZoneId"), text("Name"), text("Type"));
    if let Some(set) = inputs["SetIdentifier"].as_str() {
        id.push('|');
        id.push_str(set);
    }
    id
}

/// Send one change of the record set in `inputs` to the zone of `id`.
fn change(aws: &Aws, id: &str, action: &str, inputs: &Value) -> Result<(), String> {
    let zone = id.split('|').next().unwrap_or_default();
    let text = |v: &Value| xml_text(&crate::native::text(v));
    let mut set = format!(
        "<Name>{}</Name><Type>{}</Type>",
        text(&inputs["Name"]),
        text(&inputs["Type"])
    );
    if let Some(s) = given(inputs, "SetIdentifier") {
        set.push_str(&format!("<SetIdentifier>{}</SetIdentifier>", text(s)));
    }
    if let Some(w) = given(inputs, "Weight") {
        set.push_str(&format!("<Weight>{}</Weight>", text(w)));
    }
    if let Some(a) = given(inputs, "AliasTarget") {
        set.push_str(&format!(
            "<AliasTarget><HostedZoneId>{}</HostedZoneId><DNSName>{}</DNSName><EvaluateTargetHealth>{}</EvaluateTargetHealth></AliasTarget>",
            text(&a["HostedZoneId"]),
            text(&a["DNSName"]),
            a["EvaluateTargetHealth"] == json!(true)
        ));
    }
    if let Some(ttl) = given(inputs, "TTL") {
        set.push_str(&format!("<TTL>{}</TTL>", text(ttl)));
    }
    if let Some(records) = given(inputs, "ResourceRecords").and_then(Value::as_array) {
        let records: String = records
            .iter()
            .map(|r| {
                format!(
                    "<ResourceRecord><Value>{}</Value></ResourceRecord>",
                    text(r)
                )
            })
            .collect();
        set.push_str(&format!("<ResourceRecords>{records}</ResourceRecords>"));
    }
    let body = format!(
        "<ChangeResourceRecordSetsRequest xmlns=\"{NS}\"><ChangeBatch><Changes><Change><Action>{action}</Action><ResourceRecordSet>{set}</ResourceRecordSet></Change></Changes></ChangeBatch></ChangeResourceRecordSetsRequest>"
    );
    call(
        aws,
        "POST",
        &format!("/2013-04-01/hostedzone/{}/rrset", segment(zone)),
        Some(body),
    )?;
    Ok(())
}

fn create_record(aws: &Aws, inputs: &Value) -> Result<String, Failure> {
    let id = record_id(inputs);
    change(aws, &id, "CREATE", inputs)?;
    Ok(id)
}

fn get_record(aws: &Aws, id: &str, recorded: &Value) -> Result<Option<Value>, String> {
    let mut parts = id.split('|');
    let (zone, name, ty, set) = (
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
        parts.next().unwrap_or_default(),
        parts.next(),
    );
    let answer = match call(
        aws,
        "GET",
        &format!(
            "/2013-04-01/hostedzone/{}/rrset?name={}&type={}",
            segment(zone),
            segment(name),
            segment(ty)
        ),
        None,
    ) {
        Ok(a) => a,
        Err(e) if e.contains("NoSuchHostedZone") => return Ok(None),
        Err(e) => return Err(e),
    };
    let Some(r) = answer["ResourceRecordSets"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|r| {
            r["Name"].as_str().is_some_and(|n| {
                n.trim_end_matches('.')
                    .eq_ignore_ascii_case(name.trim_end_matches('.'))
            }) && r["Type"] == json!(ty)
                && r["SetIdentifier"].as_str() == set
        })
    else {
        return Ok(None);
    };
    let records: Option<Vec<Value>> = r["ResourceRecords"]
        .as_array()
        .map(|a| a.iter().map(|x| x["Value"].clone()).collect());
    let alias = r.get("AliasTarget").map(|a| {
        let mut a = a.clone();
        if let Some(d) = a["DNSName"].as_str() {
            a["DNSName"] = same_name(d, &recorded["AliasTarget"]["DNSName"]);
        }
        a
    });
    Ok(Some(object(&[
        (
            "HostedZoneId",
            Some(recorded.get("HostedZoneId").cloned().unwrap_or(json!(zone))),
        ),
        (
            "Name",
            Some(same_name(
                r["Name"].as_str().unwrap_or_default(),
                &recorded["Name"],
            )),
        ),
        ("Type", r.get("Type").cloned()),
        ("TTL", r.get("TTL").cloned()),
        ("ResourceRecords", records.map(Value::Array)),
        ("AliasTarget", alias),
        ("SetIdentifier", r.get("SetIdentifier").cloned()),
        ("Weight", r.get("Weight").cloned()),
    ])))
}

fn delete_record(aws: &Aws, id: &str, _inputs: &Value) -> Result<(), String> {
    // A DELETE names what the record holds now.
    let Some(now) = get_record(aws, id, &json!({}))? else {
        return Ok(());
    };
    match change(aws, id, "DELETE", &now) {
        Err(e) if e.contains("not found") || e.contains("NoSuchHostedZone") => Ok(()),
        other => other,
    }
}
