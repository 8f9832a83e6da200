// The policies teams ask for first, as a Strata policy pack in TypeScript: the same pack as
// ../rust and ../python. Build: `npm install && npm run build` (pack.wasm).

import { Advisory, Context, Fix, Json, Mandatory, Resource, SettingSchema, Violation, definePack } from '@strata/policy';

/** Types whose loss loses data: protected in production. */
const STATEFUL = [
  'aws:s3:Bucket', 'aws:dynamodb:Table', 'aws:rds:DBInstance', 'aws:rds:DBCluster',
  'aws:efs:FileSystem', 'aws:kms:Key', 'aws:secretsmanager:Secret',
];

function noPublicBuckets(r: Resource): Violation[] {
  if (r.type !== 'aws:s3:Bucket') return [];
  const out: Violation[] = [];
  const acl = r.input('AccessControl');
  if (typeof acl === 'string' && ['PublicRead', 'PublicReadWrite', 'public-read', 'public-read-write'].includes(acl)) {
    out.push({ message: `bucket \`${r.name}\` has the public ACL ${acl}: leave AccessControl out (private)`, path: 'AccessControl' });
  }
  for (const flag of ['BlockPublicAcls', 'BlockPublicPolicy', 'IgnorePublicAcls', 'RestrictPublicBuckets']) {
    const path = `PublicAccessBlockConfiguration.${flag}`;
    if (r.input(path) === false) {
      out.push({
        message: `bucket \`${r.name}\` turns ${flag} off, so it can be made public: set it to true (or leave PublicAccessBlockConfiguration out: AWS blocks public access by default)`,
        path,
      });
    }
  }
  return out;
}

function requiredTags(r: Resource, ctx: Context): Violation[] {
  const types = ctx.strings('types');
  const applies = types.length === 0
    ? r.type.startsWith('aws:') && (r.input('Tags') !== undefined || r.input('tags') !== undefined || STATEFUL.includes(r.type))
    : types.includes(r.type) || types.includes('*');
  if (!applies) return [];
  const tags = r.tags();
  return ctx.strings('tags', ['team'])
    .filter((t) => !(t in tags))
    .map((t) => ({ message: `${r.type} \`${r.name}\` has no \`${t}\` tag: add it to its Tags`, path: `Tags.${t}` }));
}

function noOpenSecurityGroups(r: Resource): Violation[] {
  let rules: [string, { [k: string]: Json }][] = [];
  if (r.type === 'aws:ec2:SecurityGroup') {
    const list = r.input('SecurityGroupIngress');
    if (Array.isArray(list)) {
      rules = list.map((v, i) => [`SecurityGroupIngress[${i}]`, (v ?? {}) as { [k: string]: Json }]);
    }
  } else if (r.type === 'aws:ec2:SecurityGroupIngress') {
    rules = [['', r.inputs]];
  }
  const out: Violation[] = [];
  for (const [path, rule] of rules) {
    const key = ['CidrIp', 'CidrIpv6'].find((k) => rule[k] === '0.0.0.0/0' || rule[k] === '::/0');
    if (!key) continue;
    const protocol = typeof rule.IpProtocol === 'string' ? rule.IpProtocol : 'tcp';
    const from = typeof rule.FromPort === 'number' ? rule.FromPort : undefined;
    const to = typeof rule.ToPort === 'number' ? rule.ToPort : undefined;
    const webOnly = from !== undefined && from === to && (from === 80 || from === 443);
    if (protocol === '-1' || !webOnly) {
      const ports = protocol === '-1' || from === undefined || to === undefined
        ? 'every port'
        : from === to ? `port ${from}` : `ports ${from}-${to}`;
      out.push({
        message: `${r.type} \`${r.name}\` admits the whole internet (${rule[key]}) on ${ports}: only 80 and 443 may be open to the world; narrow the CIDR`,
        path: path ? `${path}.${key}` : key,
      });
    }
  }
  return out;
}

function encryptionAtRest(r: Resource): Violation[] {
  const off = (path: string) => r.input(path) === false;
  let found: [string, string] | undefined;
  if (r.type === 'aws:dynamodb:Table' && off('SSESpecification.SSEEnabled')) {
    found = ['SSESpecification.SSEEnabled', 'set it to true, or leave SSESpecification out'];
  } else if ((r.type === 'aws:rds:DBInstance' || r.type === 'aws:rds:DBCluster') && off('StorageEncrypted')) {
    found = ['StorageEncrypted', 'set it to true'];
  } else if (r.type === 'aws:sqs:Queue' && off('SqsManagedSseEnabled') && r.input('KmsMasterKeyId') === undefined) {
    found = ['SqsManagedSseEnabled', 'set it to true, or give a KmsMasterKeyId'];
  } else if (r.type === 'aws:s3:Bucket') {
    const rules = r.input('BucketEncryption.ServerSideEncryptionConfiguration');
    if (Array.isArray(rules) && rules.length === 0) {
      found = ['BucketEncryption', 'give it a rule, or leave BucketEncryption out (AWS encrypts with SSE-S3)'];
    }
  }
  if (!found) return [];
  return [{ message: `${r.type} \`${r.name}\` turns encryption at rest off: ${found[1]}`, path: found[0] }];
}

function protectStateful(r: Resource, ctx: Context): Violation[] {
  const production = ctx.strings('stacks', ['prod', 'production']);
  if (!production.includes(ctx.stack) || !STATEFUL.includes(r.type) || r.protect) return [];
  return [`${r.type} \`${r.name}\` holds data and stack \`${ctx.stack}\` is production: protect it (\`protect: true\`), so that no change of the program deletes it`];
}

function unusedSecurityGroups(resources: Resource[]): Violation[] {
  return resources
    .filter((g) => g.type === 'aws:ec2:SecurityGroup')
    .filter((g) => !resources.some((r) => r.dependencies.includes(g.urn)))
    .map((g) => ({ message: `security group \`${g.name}\` is used by no resource of the stack: remove it, or attach it`, urn: g.urn }));
}

function versionedBuckets(r: Resource, ctx: Context): Fix | undefined {
  if (!ctx.strings('stacks', ['prod', 'production']).includes(ctx.stack) || r.type !== 'aws:s3:Bucket'
    || r.input('VersioningConfiguration.Status') === 'Enabled') {
    return undefined;
  }
  return {
    message: `bucket \`${r.name}\` keeps every version of its objects in production stack \`${ctx.stack}\``,
    inputs: { VersioningConfiguration: { Status: 'Enabled' } },
  };
}

// A setting that is a list of strings.
const STRINGS: SettingSchema = { type: 'array', items: { type: 'string' } };

export const policy = definePack('acme-policies', [
  { name: 'no-public-buckets', enforcement: Mandatory, validateResource: noPublicBuckets,
    description: 'S3 buckets never allow public access: no public ACL, and every public access block on' },
  { name: 'required-tags', enforcement: Advisory, validateResource: requiredTags,
    configSchema: { properties: { tags: STRINGS, types: STRINGS } },
    description: 'Taggable resources carry the tags the team needs (config: `tags`, default ["team"]; `types`, default every aws type that has Tags)' },
  { name: 'no-open-security-groups', enforcement: Mandatory, validateResource: noOpenSecurityGroups,
    description: 'No security group admits 0.0.0.0/0 or ::/0 on a port other than 80 and 443' },
  { name: 'encryption-at-rest', enforcement: Mandatory, validateResource: encryptionAtRest,
    description: 'Tables, buckets, databases and queues do not turn encryption at rest off' },
  { name: 'protect-stateful-in-production', enforcement: Mandatory, validateResource: protectStateful,
    configSchema: { properties: { stacks: STRINGS } },
    description: 'In a production stack (config: `stacks`, default ["prod", "production"]), stateful resources are protected' },
  { name: 'versioned-buckets-in-production', remediateResource: versionedBuckets,
    configSchema: { properties: { stacks: STRINGS } },
    description: 'In a production stack (config: `stacks`, default ["prod", "production"]), S3 buckets keep every version of their objects: versioning is turned on' },
  { name: 'unused-security-groups', enforcement: Advisory, validateStack: unusedSecurityGroups,
    description: 'Every security group in the stack is used by some resource of it' },
]);
