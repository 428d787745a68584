/**
 * Issue 18: "The handler of every route that writes is authorize, one operation, present, and lint keeps it so."
 * Inside a route(app, contract, handler) handler, at most one function that changes something may be called
 * from the services (a value import from #server/services/…, named for a write: create…, update…, claim…).
 * Reads (get…, list…, find…, load…, read…) are the "load" half of load-and-authorize and the "present" half, and
 * are free. Two writes in one handler are orchestration: they go into a named operation
 * (src/server/services/<area>/<verb-noun>.ts) that owns its transaction and side effects.
 */
const WRITE_NAME =
  /^(create|add|update|delete|remove|set|send|record|award|claim|accept|decline|archive|change|move|invite|revoke|confirm|cancel|mark|resolve|replace|upload|save|log|dismiss|block|unblock|respond|import|like|unlike|comment|share|subscribe|unsubscribe|finish|complete|enqueue|queue|deliver|notify|reset|register|count|touch|store|write|insert|upsert|toggle|start|regenerate|refresh|clear|purge|restore|report|edit)[A-Z]?/;

const SERVICE_MODULE = /^#server\/services\/|\/services\//;

export const oneOperationPerRoute = {
  meta: {
    type: 'problem',
    docs: { description: 'A route handler calls at most one service function that writes (issue 18).' },
    schema: [],
    messages: {
      twoWrites:
        'A route runs ONE operation, but this handler calls {{names}}. Put the sequence in a named operation under src/server/services/<area>/<verb-noun>.ts, which owns its transaction and side effects.',
    },
  },
  create(context) {
    /** Local names bound by value imports from the services, that name a write. */
    const writers = new Set();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || !SERVICE_MODULE.test(String(node.source.value))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
          if (WRITE_NAME.test(imported)) writers.add(specifier.local.name);
        }
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'route' || node.arguments.length < 3) return;
        const handler = node.arguments[2];
        if (handler.type !== 'ArrowFunctionExpression' && handler.type !== 'FunctionExpression') return;
        const called = new Set();
        const visit = (child) => {
          if (!child || typeof child.type !== 'string') return;
          if (child.type === 'CallExpression' && child.callee.type === 'Identifier' && writers.has(child.callee.name)) called.add(child.callee.name);
          for (const key of Object.keys(child)) {
            if (key === 'parent') continue;
            const value = child[key];
            if (Array.isArray(value)) value.forEach(visit);
            else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
          }
        };
        visit(handler.body);
        if (called.size > 1) context.report({ node: handler, messageId: 'twoWrites', data: { names: [...called].join(', ') } });
      },
    };
  },
};
