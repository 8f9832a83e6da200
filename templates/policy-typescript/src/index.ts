// The {{name}} policy pack.
import { Advisory, Resource, Context, definePack } from '@strata/policy';

function requiredTags(r: Resource, ctx: Context) {
  if (r.type !== 'aws:s3:Bucket') return [];
  const tags = r.tags();
  return ctx.strings('tags')
    .filter((t) => !(t in tags))
    .map((t) => ({ message: `bucket \`${r.name}\` has no \`${t}\` tag: add it`, path: `Tags.${t}` }));
}

export const policy = definePack('{{name}}', [
  { name: 'required-tags', description: 'Buckets carry a `team` tag (config: `tags`)',
    enforcement: Advisory, validateResource: requiredTags,
    // The settings it takes ([policy.PACK.config.required-tags]): any other is refused.
    configSchema: { properties: { tags: { type: 'array', items: { type: 'string' }, default: ['team'] } } } },
]);
