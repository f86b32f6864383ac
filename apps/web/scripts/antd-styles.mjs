// antd's component styles made at build time (issue 31, "Speed a person feels"): in the browser antd 6 runs with
// `theme.zeroRuntime` (src/app/AntdProvider.tsx) and generates no component style; each antd component's CSS is
// made here once, by rendering the component on the server (react-dom/server) into a cssinjs cache and reading the
// cache back (`extractStyle`, one cssinjs entry at a time), and the Vite plugin (vite.config.ts, antdStaticStyles)
// puts it in the chunk that holds the component, so a screen loads the CSS of the components it loads and no other;
// the signed-in first screens' components share one stylesheet instead, each entry once (`stylesheetOf`).
//
// The CSS does not depend on the theme's tokens: with CSS variables (antd 6's default) every token is a
// `var(--ant-…)` reference, and antd still writes the variables' values for the portal's theme at run time (the
// token and per-component variables, a few hundred declarations). `hashed: false` on both sides: one theme, so the
// class names carry no hash.
//
// Each entry renders what the component draws: its sub-parts that only appear with some props (compact groups,
// text areas, a sider, the confirm dialog…) and the popups through antd's own inline panels (`_InternalPanel…`),
// since a portal draws nothing on the server. A component used by the app but missing here fails the build.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Loaded lazily: the Vite config imports this file for every command, the renderer is needed by builds only. */
function load() {
  const { createElement: h, Fragment } = require('react');
  const { renderToString } = require('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const antd = (name) => require(`antd/lib/${name}`).default;
  return { h, Fragment, renderToString, createCache, extractStyle, StyleProvider, antd };
}

/** What to render for each antd component directory (antd/es/<name>) the app imports. */
function renders({ h, antd }) {
  const panel = (name, props = {}) => h(antd(name)._InternalPanelDoNotUseOrYouWillBeFired, props);
  const Button = antd('button');
  const Input = antd('input');
  const Space = antd('space');
  const Select = antd('select');
  const Typography = antd('typography');
  const text = 'x';
  return {
    alert: () => [
      h(antd('alert'), { title: text, description: text, showIcon: true, closable: true, action: text }),
      h(antd('alert'), { title: text, type: 'error', banner: true }),
    ],
    badge: () => [
      h(antd('badge'), { count: 5 }, h('span')),
      h(antd('badge'), { status: 'success', text }),
      h(antd('badge').Ribbon, { text }, h('span')),
    ],
    button: () => [
      h(Button, { type: 'primary', icon: h('span'), loading: true }, text),
      h(Space.Compact, {}, h(Button, {}, text), h(Button, {}, text)),
    ],
    card: () => [
      h(antd('card'), { title: text, extra: text, actions: [h('span', { key: 1 })], loading: false }, text),
      h(antd('card'), { loading: true }),
      h(antd('card').Meta, { title: text, description: text }),
    ],
    checkbox: () => [h(antd('checkbox'), {}, text), h(antd('checkbox').Group, { options: [text] })],
    col: () => [h(antd('col'), { span: 12, xs: 24 })],
    row: () => [h(antd('row'), {}, h(antd('col'), { span: 12 }))],
    grid: () => [h(antd('row'), {}, h(antd('col'), { span: 12 }))],
    collapse: () => [
      h(antd('collapse'), { items: [{ key: 1, label: text, children: text }], activeKey: [1] }),
    ],
    'config-provider': () => [],
    'date-picker': () => [h(antd('date-picker')), h(antd('date-picker').RangePicker), panel('date-picker')],
    descriptions: () => [
      h(antd('descriptions'), {
        title: text,
        bordered: true,
        items: [{ key: 1, label: text, children: text }],
      }),
      h(antd('descriptions'), { items: [{ key: 1, label: text, children: text }] }),
    ],
    // The real component first: a style is registered once, with the root class of the first to register it.
    drawer: () => [
      h(antd('drawer'), { open: true }, text),
      panel('drawer', { title: text, footer: text }, text),
    ],
    dropdown: () => [
      h(antd('dropdown'), { menu: { items: [{ key: 1, label: text }] } }, h('a')),
      panel('dropdown', { menu: { items: [{ key: 1, label: text }] } }),
    ],
    empty: () => [h(antd('empty')), h(antd('empty'), { image: antd('empty').PRESENTED_IMAGE_SIMPLE })],
    flex: () => [h(antd('flex'), { gap: 'small', wrap: true }, text)],
    form: () => [
      h(
        antd('form'),
        { layout: 'vertical' },
        h(
          antd('form').Item,
          { label: text, help: text, validateStatus: 'error', hasFeedback: true, required: true },
          h(Input),
        ),
        h(antd('form').Item, { label: text, extra: text, tooltip: text }, h(Input)),
      ),
      h(antd('form'), { layout: 'inline' }, h(antd('form').Item, { label: text }, h(Input))),
    ],
    input: () => [
      h(Input, { prefix: text, suffix: text, allowClear: true, showCount: true }),
      h(Input, { addonBefore: text, addonAfter: text }),
      h(Input.TextArea, { showCount: true, allowClear: true }),
      h(Input.Search, { enterButton: true }),
      h(Input.Password),
      h(Input.OTP),
      h(Space.Compact, {}, h(Input), h(Button, {}, text)),
    ],
    'input-number': () => [
      h(antd('input-number'), { prefix: text }),
      h(antd('input-number'), { addonAfter: text }),
    ],
    layout: () => [
      h(
        antd('layout'),
        {},
        h(antd('layout').Sider, { collapsible: true, breakpoint: 'lg', collapsedWidth: 0 }),
        h(antd('layout'), {}, h(antd('layout').Header), h(antd('layout').Content), h(antd('layout').Footer)),
      ),
    ],
    list: () => [
      h(antd('list'), {
        header: text,
        bordered: true,
        dataSource: [1],
        renderItem: () =>
          h(antd('list').Item, { actions: [text] }, h(antd('list').Item.Meta, { title: text })),
      }),
    ],
    locale: () => [],
    menu: () => [
      h(antd('menu'), {
        mode: 'inline',
        items: [
          { key: 1, label: text, icon: h('span') },
          { key: 2, label: text, children: [{ key: 3, label: text }] },
          { type: 'divider' },
          { key: 4, type: 'group', label: text, children: [{ key: 5, label: text }] },
        ],
      }),
      h(antd('menu'), { mode: 'horizontal', items: [{ key: 1, label: text }] }),
    ],
    message: () => [panel('message', { content: text, type: 'success' })],
    modal: () => [
      h(antd('modal'), { open: true, title: text }, text),
      panel('modal', { title: text, footer: undefined }, text),
      panel('modal', { type: 'confirm', title: text, content: text }),
    ],
    pagination: () => [h(antd('pagination'), { total: 500, showSizeChanger: true, showQuickJumper: true })],
    popconfirm: () => [
      h(antd('popconfirm'), { title: text }, h('a')),
      panel('popconfirm', { title: text, description: text }),
    ],
    popover: () => [
      h(antd('popover'), { title: text, content: text }, h('a')),
      panel('popover', { title: text, content: text }),
    ],
    progress: () => [
      h(antd('progress'), { percent: 50 }),
      h(antd('progress'), { percent: 50, type: 'circle' }),
      h(antd('progress'), { percent: 50, steps: 3 }),
    ],
    radio: () => [
      h(antd('radio'), {}, text),
      h(antd('radio').Group, { options: [text] }),
      h(antd('radio').Group, { options: [text], optionType: 'button', buttonStyle: 'solid' }),
    ],
    result: () => [h(antd('result'), { status: 'success', title: text, subTitle: text, extra: text }, text)],
    select: () => [
      h(Select, { options: [{ value: 1, label: text }], allowClear: true, showSearch: true }),
      h(Select, { mode: 'multiple', options: [{ value: 1, label: text }], value: [1] }),
      panel('select', { options: [{ value: 1, label: text }] }),
      h(Space.Compact, {}, h(Select), h(Button, {}, text)),
    ],
    skeleton: () => [
      h(antd('skeleton'), { active: true, avatar: true }),
      h(antd('skeleton').Button),
      h(antd('skeleton').Input),
    ],
    space: () => [
      h(Space, { wrap: true, split: text }, text, text),
      h(Space.Compact, {}, h(Button, {}, text)),
      h(Space.Addon ?? 'span', {}, text),
    ],
    spin: () => [h(antd('spin')), h(antd('spin'), { spinning: true, tip: text }, h('div'))],
    steps: () => [
      h(antd('steps'), { current: 1, items: [{ title: text }, { title: text, description: text }] }),
      h(antd('steps'), { size: 'small', direction: 'vertical', items: [{ title: text }] }),
    ],
    switch: () => [h(antd('switch'), { checkedChildren: text })],
    table: () => [
      h(antd('table'), {
        bordered: true,
        columns: [
          {
            title: text,
            dataIndex: 'a',
            sorter: true,
            filters: [{ text, value: 1 }],
            fixed: 'left',
            ellipsis: true,
          },
          { title: text, dataIndex: 'b' },
        ],
        dataSource: [{ key: 1, a: text, b: text }],
        rowSelection: {},
        expandable: { expandedRowRender: () => text },
        scroll: { x: 800 },
        summary: () => null,
        pagination: { total: 50 },
        title: () => text,
      }),
      h(antd('table'), { columns: [{ title: text, dataIndex: 'a' }], dataSource: [], size: 'small' }),
    ],
    tabs: () => [
      h(antd('tabs'), { items: [{ key: 1, label: text, children: text }] }),
      h(antd('tabs'), { type: 'card', items: [{ key: 1, label: text }] }),
    ],
    tag: () => [
      h(antd('tag'), { color: 'green', closable: true }, text),
      h(antd('tag'), { color: 'success' }, text),
      h(antd('tag'), { color: '#123456' }, text),
      h(antd('tag').CheckableTag, { checked: true }, text),
    ],
    tooltip: () => [h(antd('tooltip'), { title: text }, h('a')), panel('tooltip', { title: text })],
    // The table's filter menu draws a tree (filterMode 'tree').
    tree: () => [
      h(antd('tree'), {
        checkable: true,
        showLine: true,
        treeData: [{ key: 1, title: text, children: [{ key: 2, title: text }] }],
      }),
      h(antd('tree').DirectoryTree, { treeData: [{ key: 1, title: text }] }),
    ],
    typography: () => [
      h(Typography.Title, { level: 4 }, text),
      h(Typography.Paragraph, { copyable: true, ellipsis: true }, text),
      h(Typography.Text, { type: 'secondary', code: true }, text),
      h(Typography.Link, {}, text),
    ],
    upload: () => [
      h(antd('upload'), { fileList: [{ uid: 1, name: text, status: 'done' }] }, h(Button, {}, text)),
      h(antd('upload').Dragger, {}, text),
    ],
  };
}

/**
 * The style entries of a cssinjs cache, one per registered style key (a component's own styles, each part it
 * draws, the shared resets), in the order antd would insert them: `[key, css]`, without the cache-path marker
 * `extractStyle` appends (only the browser's style reuse reads it).
 */
function entriesOf(cache, extractStyle) {
  return [...cache.cache.keys()]
    .filter((key) => key.startsWith('style%'))
    .map((key) => {
      const one = {
        cache: new Map([[key, cache.cache.get(key)]]),
        updateTimes: new Map(),
        extracted: new Set(),
      };
      const css = extractStyle(one, { plain: true, types: ['style'] }).replace(
        /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/,
        '',
      );
      return { key, css, order: cache.cache.get(key)[1][4] ?? 0, time: cache.updateTimes.get(key) ?? 0 };
    })
    .filter((entry) => entry.css)
    .sort((a, b) => a.order - b.order || a.time - b.time)
    .map(({ key, css, order }) => [key, css, order]);
}

/** The style entries of each antd component the table knows, keyed by its directory name. */
function extract() {
  const lib = load();
  const { h, Fragment, renderToString, createCache, extractStyle, StyleProvider, antd } = lib;
  const ConfigProvider = antd('config-provider');
  const result = new Map();
  for (const [name, render] of Object.entries(renders(lib))) {
    const cache = createCache();
    renderToString(
      h(
        StyleProvider,
        { cache },
        h(
          ConfigProvider,
          { theme: { hashed: false } },
          h(Fragment, {}, ...render().map((node, key) => h(Fragment, { key }, node))),
        ),
      ),
    );
    result.set(name, entriesOf(cache, extractStyle));
  }
  return result;
}

/**
 * One stylesheet of the components `names` (directory names), in the `antd` cascade layer (so the app's own
 * unlayered CSS wins over it whatever the order the files load in, as it did over the styles antd used to insert
 * at the head's start). A style entry several of them draw (the input inside a select, the button inside a modal,
 * the shared resets) is written once, where the first of them has it; empty when none has styles.
 */
export function stylesheetOf(styles, names) {
  const entries = new Map();
  for (const name of names)
    for (const [key, text, order] of styles.get(name) ?? [])
      if (!entries.has(key)) entries.set(key, { text, order });
  // antd inserts its styles by priority (the resets first), then in the order they were registered.
  const css = [...entries.values()]
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.text)
    .join('');
  return css ? `@layer antd{${css}}\n` : '';
}

/**
 * extract(), kept in node_modules/.cache between builds (rendering every component takes 5-25 s on a busy host):
 * the key is this file and the installed antd and cssinjs versions, so any change of them makes it again.
 */
export function extractAntdStyles() {
  const version = (name) => require(`${name}/package.json`).version;
  const key = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(`antd@${version('antd')} cssinjs@${version('@ant-design/cssinjs')}`)
    .digest('hex')
    .slice(0, 16);
  const cacheDir = join(dirname(require.resolve('antd/package.json')), '..', '.cache', 'portal-antd-styles');
  const file = join(cacheDir, `${key}.json`);
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    const styles = extract();
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, JSON.stringify(Object.fromEntries(styles)));
    return styles;
  }
}
