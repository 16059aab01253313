// import-x/no-cycle skips `import type`, so a types file and its schema file importing each other
// pass it. This rule counts every module reference TypeScript resolves (value and type imports,
// re-exports, `import()`), finds the strongly connected groups of the project's own files once per
// program, and reports each import that stays inside one group, naming the way back.
import ts from 'typescript';

/** @type {WeakMap<ts.Program, ReturnType<typeof buildGraph>>} */
const graphs = new WeakMap();

/** Module specifiers a file refers to, static or dynamic, type or value. */
function specifiersOf(sourceFile) {
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push(expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function buildGraph(program) {
  const options = program.getCompilerOptions();
  const cache = ts.createModuleResolutionCache(program.getCurrentDirectory(), (name) => name, options);
  const own = program.getSourceFiles().filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/'));
  const ownNames = new Set(own.map((file) => file.fileName));
  /** file → specifier → file it resolves to (own files only) */
  const resolved = new Map();
  for (const file of own) {
    const targets = new Map();
    for (const specifier of specifiersOf(file)) {
      const target = ts.resolveModuleName(specifier, file.fileName, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (target && ownNames.has(target) && target !== file.fileName) targets.set(specifier, target);
    }
    resolved.set(file.fileName, targets);
  }
  return { resolved, component: stronglyConnected(resolved) };
}

/** Tarjan's algorithm, iterative: file → id of its strongly connected group. */
function stronglyConnected(resolved) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let counter = 0;
  for (const root of resolved.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, next: [...new Set(resolved.get(root).values())], i: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.i < frame.next.length) {
        const child = frame.next[frame.i++];
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, next: [...new Set(resolved.get(child)?.values() ?? [])], i: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(child)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.set(member, frame.node);
        } while (member !== frame.node);
      }
    }
  }
  return component;
}

/** The shortest way from `from` back to `to` inside their group, as file names. */
function wayBack(graph, from, to) {
  const group = graph.component.get(to);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.resolved.get(node)?.values() ?? []) {
      if (previous.has(next) || graph.component.get(next) !== group) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const way = [];
  for (let node = to; node; node = previous.get(node)) way.unshift(node);
  return way;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    messages: { cycle: 'Import cycle: {{way}}' },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    let graph = graphs.get(program);
    if (!graph) {
      graph = buildGraph(program);
      graphs.set(program, graph);
    }
    const file = context.physicalFilename;
    const targets = graph.resolved.get(file);
    if (!targets) return {};
    const relative = (name) => name.slice(program.getCurrentDirectory().length + 1);
    const check = (node, specifier) => {
      const target = typeof specifier === 'string' ? targets.get(specifier) : undefined;
      if (!target || graph.component.get(target) !== graph.component.get(file)) return;
      const way = [file, ...wayBack(graph, target, file)].map(relative).join(' → ');
      context.report({ node, messageId: 'cycle', data: { way } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      TSImportType: (node) => {
        const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (literal?.type === 'Literal') check(node, literal.value);
      },
    };
  },
};
