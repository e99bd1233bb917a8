/*
 * The violation codes of the core catalogue: those the package's own
 * machinery sends (the validator bridges, the list queries, the request body
 * reader, the SQL error mapping), in the spec's order. Each carries its
 * attributes, its meaning, an explanation for its page and its English
 * sentence (ICU MessageFormat, see `MessageDefinition`).
 */

import type { _Assert } from "../assert.js";
import type { ViolationDefinitions } from "../definition.js";

/**
 * The violation codes the package's own machinery sends: the core of every
 * catalogue.
 *
 * @public
 */
export const CORE_VIOLATIONS = {
  blank: {
    description: "The string is blank (empty or only whitespace) where a value is required.",
    explanation:
      "Sent when a required text field is an empty string or holds only spaces. Send the field with a real value.",
    message: "must not be blank",
    since: "0.1.0",
  },
  contained_disallowed_element: {
    attributes: ["allowedElements", "disallowedValues"],
    description: "The collection contains an element that is not allowed.",
    explanation:
      "Sent when a list holds an item the field does not accept. `allowedElements` lists the items it may hold and `disallowedValues` those it must not; remove or replace the item.",
    message: {
      "": "contains an element that is not allowed",
      allowedElements: "may contain only {allowedElements, list, or}",
      disallowedValues: "must not contain {disallowedValues, list, or}",
      "allowedElements+disallowedValues":
        "must not contain {disallowedValues, list, or}, and may contain only {allowedElements, list, or}",
    },
    since: "0.1.0",
  },
  contained_invalid_field_name: {
    attributes: ["invalidFieldName"],
    description: "The object contains a field whose name is not valid.",
    explanation:
      "Sent when an object in the request has a field the operation does not accept, such as a misspelled or unknown field, and by list operations when the `query` filter names an attribute the operation does not let clients filter on. `invalidFieldName` names it; rename or remove that field.",
    message: {
      "": "contains an invalid field name",
      invalidFieldName: 'contains the invalid field name "{invalidFieldName}"',
    },
    since: "0.1.0",
  },
  disallowed_enum: {
    attributes: ["allowedValues"],
    description: "The value is not one of the values the field allows.",
    explanation:
      "Sent when a field that accepts a fixed set of values gets another one, such as a `sort_by` attribute that is not sortable or a direction other than asc or desc. `allowedValues` lists the accepted values when the service names them; send one of those.",
    message: {
      "": "is not an allowed value",
      allowedValues: "must be one of {allowedValues, list, or}",
    },
    since: "0.1.0",
  },
  disallowed_filter_operator: {
    attributes: ["attributePath", "allowedValues"],
    description: "A list query's filter compares an attribute with an operator the attribute does not allow.",
    explanation:
      "Sent by list operations when a term of the `query` filter uses an operator its attribute does not take, such as `co` on an attribute that allows only `eq`, `ne` and `in`. `attributePath` names the attribute and `allowedValues` the operators it allows; use one of those.",
    message: {
      "": "uses an operator that the attribute does not allow",
      attributePath: 'uses an operator that "{attributePath}" does not allow',
      allowedValues: "uses an operator that the attribute does not allow; use {allowedValues, list, or}",
      "attributePath+allowedValues": 'must compare "{attributePath}" with {allowedValues, list, or}',
    },
    since: "0.2.0",
  },
  duplicate_elements: {
    description: "The collection contains the same element more than once where every element must be unique.",
    explanation:
      "Sent when a list repeats an item that may appear only once, such as the same attribute named twice in `sort_by`. Remove the repeated items.",
    message: "must not contain duplicates",
    since: "0.1.0",
  },
  empty: {
    description: "The collection is empty where at least one element is required.",
    explanation:
      "Sent when a list or an object that must hold at least one element holds none. Add at least one element.",
    message: "must not be empty",
    since: "0.1.0",
  },
  failed_regex_match: {
    attributes: ["regexPattern"],
    description: "The string does not match the required pattern.",
    explanation:
      "Sent when a text value does not have the expected shape, such as `count=abc` where a whole number is required. `regexPattern` gives the pattern when the service names it; send a value that matches it.",
    message: {
      "": "is not in the expected format",
      regexPattern: 'must match the pattern "{regexPattern}"',
    },
    since: "0.1.0",
  },
  greater_than: {
    attributes: ["maxValue"],
    description: "The number is greater than the maximum allowed.",
    explanation:
      "Sent when a number or a date is above the allowed maximum, such as a `count` larger than the list operation allows. `maxValue` gives the maximum (`<10` means the value must be less than 10); send a smaller number, or an earlier date.",
    message: {
      "": "is too large",
      maxValue: "must be at most {maxValue}",
      "maxValue:exclusive": "must be less than {maxValue}",
      "maxValue:date": "must not be after {maxValue}",
      "maxValue:date:exclusive": "must be before {maxValue}",
    },
    since: "0.1.0",
  },
  invalid_code_point: {
    description: "The Unicode string contains an invalid code point.",
    explanation:
      "Sent when a text value or a field name in the request body holds a lone UTF-16 surrogate: valid JSON, but no character, and it cannot be stored. Send well-formed Unicode text.",
    message: "contains an invalid Unicode character",
    since: "0.1.0",
  },
  invalid_date: {
    description: "The value is not a valid ISO 8601 date.",
    explanation:
      "Sent when a date field holds text that is not a calendar date in ISO 8601 form. Send the date as year, month and day, such as 2024-01-31.",
    message: "must be a valid ISO 8601 date, such as 2024-01-31",
    since: "0.1.0",
  },
  invalid_date_time: {
    description: "The value is not a valid ISO 8601 date and time.",
    explanation:
      "Sent when a date-time field, or a date compared in a list query's `query` filter, is not a full ISO 8601 date and time. Send the date, the time and the offset, such as 2024-01-31T12:00:00Z.",
    message: "must be a valid ISO 8601 date and time, such as 2024-01-31T12:00:00Z",
    since: "0.1.0",
  },
  invalid_domain_name: {
    description: "The value is not a valid domain name.",
    explanation:
      "Sent when a host name field holds text that is not a domain name, such as one with spaces or an empty label. Send a name such as example.com.",
    message: "is not a valid domain name",
    since: "0.1.0",
  },
  invalid_duration: {
    description: "The value is not a valid ISO 8601 duration.",
    explanation:
      "Sent when a duration field holds text that is not an ISO 8601 duration. Send a duration such as PT30M (30 minutes) or P1D (one day).",
    message: "must be a valid ISO 8601 duration, such as PT30M",
    since: "0.1.0",
  },
  invalid_e164_phone_number: {
    description: "The value is not a valid phone number in E.164 format.",
    explanation:
      "Sent when a phone number is not in the international E.164 form: a plus sign, the country code and the number, without spaces or punctuation. Send it as in +14155550100.",
    message: "must be a phone number in E.164 format, such as +14155550100",
    since: "0.1.0",
  },
  invalid_email: {
    description: "The value is not a valid email address.",
    explanation:
      "Sent when an email field holds text that is not an email address, such as one without an @ or without a domain. Correct the address.",
    message: "is not a valid email address",
    since: "0.1.0",
  },
  invalid_filter_value: {
    attributes: ["attributePath", "valueType"],
    description: "A list query's filter compares an attribute with a value that is not of the attribute's type.",
    explanation:
      'Sent by list operations when a term of the `query` filter compares an attribute with a value of another type, such as a string for a number attribute, or `null` with an operator other than `eq`, `ne`, `in` and `nin`. `attributePath` names the attribute and `valueType` its type: a JSON string, a JSON number, `true` or `false`, or for `date-time` a JSON string holding an RFC 3339 date and time with seconds and an offset, such as "2024-01-31T12:00:00Z".',
    message: {
      "": "compares an attribute with a value of the wrong type",
      attributePath: 'compares "{attributePath}" with a value of the wrong type',
      valueType: "compares an attribute with a value that is not of type {valueType}",
      "attributePath+valueType": 'must compare "{attributePath}" with a value of type {valueType}',
    },
    since: "0.2.0",
  },
  invalid_ip_address: {
    description: "The value is not a valid IP address.",
    explanation:
      "Sent when a field that takes an IPv4 or IPv6 address (or an address range) holds something else. Send an address such as 192.0.2.1 or 2001:db8::1.",
    message: "is not a valid IP address",
    since: "0.1.0",
  },
  invalid_path_expression: {
    description: "The value is not a valid path expression of field names separated by periods.",
    explanation:
      "Sent when a field path, such as an attribute named in a list query's `sort_by` or `fields`, is empty or malformed. Write each path as field names separated by periods, such as protocol.type.",
    message: "must be a path of field names separated by periods",
    since: "0.1.0",
  },
  invalid_token: {
    description: "The token is not valid.",
    explanation:
      "Sent when a field that holds a token, such as a JSON Web Token, is malformed. Send the token exactly as it was issued.",
    message: "is not a valid token",
    since: "0.1.0",
  },
  invalid_url: {
    description: "The value is not a valid URL.",
    explanation:
      "Sent when a URL field holds text that cannot be read as a URL. Send a full URL such as https://example.com/path.",
    message: "is not a valid URL",
    since: "0.1.0",
  },
  less_than: {
    attributes: ["minValue"],
    description: "The number is less than the minimum allowed.",
    explanation:
      "Sent when a number or a date is below the allowed minimum, such as a list query's `start_index` of 0. `minValue` gives the minimum (`>0` means the value must be greater than 0); send a larger number, or a later date.",
    message: {
      "": "is too small",
      minValue: "must be at least {minValue}",
      "minValue:exclusive": "must be greater than {minValue}",
      "minValue:date": "must not be before {minValue}",
      "minValue:date:exclusive": "must be after {minValue}",
    },
    since: "0.1.0",
  },
  max_byte_length_exceeded: {
    attributes: ["maxByteLength"],
    description: "The value takes more bytes than the field's maximum byte length.",
    explanation:
      "Sent when a value, such as a file or a text, is larger in bytes than the field allows; a character outside ASCII takes more than one byte. `maxByteLength` gives the limit; send a smaller value.",
    message: {
      "": "takes too many bytes",
      maxByteLength: "{maxByteLength, plural, one {must take at most # byte} other {must take at most # bytes}}",
    },
    since: "0.1.0",
  },
  max_field_count_exceeded: {
    attributes: ["maxFieldCount"],
    description: "The object has more fields than allowed.",
    explanation:
      "Sent when an object in the request has more members than the service accepts. `maxFieldCount` gives the limit; send fewer fields.",
    message: {
      "": "has too many fields",
      maxFieldCount: "{maxFieldCount, plural, one {must have at most # field} other {must have at most # fields}}",
    },
    since: "0.1.0",
  },
  max_nesting_depth_exceeded: {
    attributes: ["maxNestingDepth"],
    description: "The object is nested deeper than allowed.",
    explanation:
      "Sent when arrays and objects in the request body, or the groups in parentheses or brackets of a list query's `query` filter, are nested deeper than the limit; for the body it comes under the empty key (the whole body). `maxNestingDepth` gives the limit; send a flatter structure.",
    message: {
      "": "is nested too deeply",
      maxNestingDepth:
        "{maxNestingDepth, plural, one {must not be nested more than # level deep} other {must not be nested more than # levels deep}}",
    },
    since: "0.1.0",
  },
  missing_required_element: {
    attributes: ["requiredElements"],
    description: "The collection lacks an element it is required to contain.",
    explanation:
      "Sent when a list must include certain items and one of them is missing. `requiredElements` lists them when the service names them; add the missing items.",
    message: {
      "": "lacks a required element",
      requiredElements: "must contain {requiredElements, list, and}",
    },
    since: "0.1.0",
  },
  not_found: {
    description: "The referenced entity does not exist.",
    explanation:
      "Sent when a field refers to another entity by its identifier and no such entity exists, for instance an id that was mistyped or whose entity was deleted. Check the identifier, or create the entity first.",
    message: "does not exist",
    since: "0.1.0",
  },
  not_json_object: {
    description: "The value is not a valid JSON object.",
    explanation:
      "Sent when a field that must be a JSON object, or a string that must hold one, gets something else, such as an array, a number or text that does not parse. Send a JSON object in curly braces.",
    message: "must be a JSON object",
    since: "0.1.0",
  },
  not_null: {
    description: "The value is not null where null is required.",
    explanation: "Sent when a field that must be null holds a value. Send null for that field.",
    message: "must be null",
    since: "0.1.0",
  },
  not_undefined: {
    description: "The value is given where it must be left undefined.",
    explanation:
      "Sent when the request gives a field that must be absent, such as one the operation sets itself. Leave the field out.",
    message: "must not be given",
    since: "0.1.0",
  },
  not_unique: {
    description:
      "The value violates a uniqueness constraint, for instance a tenant name already used within the same application.",
    explanation:
      "Sent when saving the value would give two entities the same value where it must be unique, usually because another entity already has it. Choose a different value.",
    message: "is already in use",
    since: "0.1.0",
  },
  null: {
    description: "The value is null where a non-null value is required.",
    explanation:
      "Sent when a field is sent as null, or would be stored empty, but must hold a value. Send a value of the field's type instead of null.",
    message: "must not be null",
    since: "0.1.0",
  },
  size_greater_than: {
    attributes: ["maxSize"],
    description: "The collection has more elements than its maximum size.",
    explanation:
      "Sent when a list has more items than allowed, and by list operations when a query parameter is given more than once (`maxSize` 1). `maxSize` gives the limit; send fewer items, or each parameter once.",
    message: {
      "": "has too many elements",
      maxSize: "{maxSize, plural, one {must have at most # element} other {must have at most # elements}}",
    },
    since: "0.1.0",
  },
  too_long: {
    attributes: ["maxLength"],
    description: "The string is longer than the maximum length.",
    explanation:
      "Sent when a text value has more characters than allowed, such as a user's email over 200 characters or a `query` filter that is too long. `maxLength` gives the limit; send a shorter value.",
    message: {
      "": "is too long",
      maxLength: "{maxLength, plural, one {must be at most # character} other {must be at most # characters}}",
    },
    since: "0.1.0",
  },
  too_short: {
    attributes: ["minLength"],
    description: "The string is shorter than the minimum length.",
    explanation:
      "Sent when a text value has fewer characters than required. `minLength` gives the minimum; send a longer value.",
    message: {
      "": "is too short",
      minLength: "{minLength, plural, one {must be at least # character} other {must be at least # characters}}",
    },
    since: "0.1.0",
  },
  undefined: {
    description: "The value is undefined where a value is required.",
    explanation:
      "Sent when a required field, parameter or header is missing from the request. Add it with a valid value.",
    message: "is required",
    since: "0.1.0",
  },
  unsupported_path_expression: {
    description: "The path expression is not supported.",
    explanation:
      'Sent by list operations when the `query` filter uses a value path (`emails[type eq "work"]`) where the operation does not take one: on an attribute that is neither complex nor multi-valued, or inside another value path. (An attribute the operation does not let clients filter on is `contained_invalid_field_name`, naming it.) Filter only as the operation documents.',
    message: "is not a supported path",
    since: "0.1.0",
  },
} as const;

/**
 * `CORE_VIOLATIONS` is a table of violation definitions.
 *
 * @internal
 */
export type _CoreViolationsChecked = _Assert<typeof CORE_VIOLATIONS extends ViolationDefinitions ? true : false>;
