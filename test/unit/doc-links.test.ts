import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** A link's text, target and where it was found, for the failure message. */
type Link = { page: string; line: number; target: string };

/** GitHub's heading anchor: lower case, punctuation but '-' and '_' dropped, each space a '-'. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a page's headings give, a repeated heading numbered as GitHub numbers it. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(line.raw)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The lines outside fenced code blocks, as written and with inline code blanked (code may hold
 * "[x](y)" that is no link; a heading's code is part of its anchor).
 */
function proseLines(markdown: string): { raw: string; text: string; line: number }[] {
  const lines: { raw: string; text: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((raw, index) => {
    if (/^\s*(```|~~~)/.test(raw)) fenced = !fenced;
    else if (!fenced) lines.push({ raw, text: raw.replace(/`[^`]*`/g, '``'), line: index + 1 });
  });
  return lines;
}

/** The relative links and images of a page (not http, https or mailto). */
function relativeLinksOf(page: string, markdown: string): Link[] {
  const links: Link[] = [];
  for (const { text, line } of proseLines(markdown)) {
    for (const match of text.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1] ?? '';
      if (!/^(https?:|mailto:)/i.test(target)) links.push({ page, line, target });
    }
  }
  return links;
}

/**
 * Links whose file does not exist, or whose #anchor names no heading of its markdown file, as
 * "page:line target". `read` answers a file's text, or undefined when there is none.
 */
function brokenLinks(pages: Record<string, string>, read: (path: string) => string | undefined): string[] {
  const broken: string[] = [];
  for (const [page, markdown] of Object.entries(pages)) {
    for (const link of relativeLinksOf(page, markdown)) {
      const [path = '', anchor] = link.target.split('#');
      const file = path === '' ? page : normalize(join(dirname(page), decodeURIComponent(path)));
      const text = file === page ? markdown : read(file);
      const fine = text !== undefined && (anchor === undefined || !file.endsWith('.md') || anchorsOf(text).has(decodeURIComponent(anchor)));
      if (!fine) broken.push(`${link.page}:${link.line} ${link.target}`);
    }
  }
  return broken;
}

function markdownUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function readIfThere(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // a folder: it exists, and has no headings
  }
}

describe('links in the README and the docs', () => {
  it('every relative link of README.md and docs/**/*.md reaches a file, and every #anchor a heading of it', () => {
    const files = ['README.md', ...markdownUnder('docs')];
    const pages = Object.fromEntries(files.map((file) => [file, readFileSync(file, 'utf8')]));

    const broken = brokenLinks(pages, readIfThere);

    expect(files).toContain('docs/guide/endpoints.md');
    expect(relativeLinksOf('README.md', pages['README.md'] ?? '').length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });

  it('keeps the README a front page of at most 250 lines; the rest lives in docs/guide/', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });
});

describe('the link check', () => {
  const guide = '# Deploying to AWS\n\n## Logs, metrics and the `dashboard`\n\n## Notes\n\n## Notes\n';

  it('reports a link to a file that does not exist, with its page and line', () => {
    const pages = { 'README.md': 'Intro\n\nSee [the guide](docs/guide/deploy.md) and [gone](docs/guide/gone.md).\n' };

    const broken = brokenLinks(pages, (path) => (path === 'docs/guide/deploy.md' ? guide : undefined));

    expect(broken).toEqual(['README.md:3 docs/guide/gone.md']);
  });

  it('reports an anchor that names no heading, and accepts GitHub slugs of headings with punctuation and repeats', () => {
    const pages = {
      'docs/guide/api.md':
        '[a](deploy.md#logs-metrics-and-the-dashboard) [b](deploy.md#notes-1) [c](deploy.md#logs) [d](../../README.md#run-it) [e](#here)\n\n## Here\n',
      'README.md': '# Rewards API\n\n## Run it\n',
    };

    const broken = brokenLinks(pages, (path) => ({ 'docs/guide/deploy.md': guide, 'README.md': pages['README.md'] })[path]);

    expect(broken).toEqual(['docs/guide/api.md:1 deploy.md#logs']);
  });

  it('leaves out web links and what sits in code', () => {
    const pages = { 'README.md': '[w](https://example.com/x) [m](mailto:a@b.c) `[x](nowhere.md)`\n\n```js\nsigs[0](missing.md)\n[y](nowhere.md)\n```\n' };

    const broken = brokenLinks(pages, () => undefined);

    expect(broken).toEqual([]);
  });
});
