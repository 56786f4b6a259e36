/**
 * Command line over the same pipeline and engine the server runs, without the server.
 *   npm run --silent analyze -- FILE.pdf [--json]
 *   npm run --silent guide -- FILE.pdf --character NAME --age N [--genre G] [--title T] [--type film] [--role lead] [--child] > guide.html
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { guideRequest } from '../common/contracts/guides.js';
import { PLANS } from '../common/plans.js';
import { createAccountService } from './account/account.service.js';
import { createAuthService } from './auth/auth.service.js';
import { loadConfig } from './config.js';
import { migrateToLatest, openDb } from './db/database.js';
import { CharacterNotFoundError, generateGuide } from './guides/engine/generate.js';
import { standaloneDocument } from './guides/engine/render.js';
import { ingestPdf, readPdf, summarise } from './ingest/ingest-pdf.js';
import { IngestError } from './ingest/ingest-error.js';
import { ocrPages } from './ingest/ocr.js';

const USAGE = 'usage: analyze FILE.pdf [--json]';
const GUIDE_USAGE =
  'usage: guide FILE.pdf --character NAME --age N [--genre G] [--title T] [--type film|tv-series|short-film|theater|commercial|student-film|audio-drama] [--role lead|supporting|series-regular|recurring|guest-star|co-star] [--child] [--callback NOTES]';

async function analyze(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  let data: Uint8Array;
  try {
    data = new Uint8Array(readFileSync(file));
  } catch (err) {
    console.error(`cannot read ${file}: ${(err as Error).message}`);
    return 2;
  }
  const { script, lines } = await readPdf(data, { ocr: (pdf, pages) => ocrPages(pdf, pages) });
  const summary = summarise(script, lines);
  if (json) {
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return 0;
  }
  const out: string[] = [];
  out.push(
    `${file}: ${script.pages} page(s), ${script.family}, read by ${summary.extractionMethod} (confidence ${summary.extractionConfidence.toFixed(2)})`,
  );
  out.push('', 'Characters (dialogue blocks, words):');
  for (const c of script.characters)
    out.push(
      `  ${c.name.padEnd(24)} ${String(c.lines).padStart(3)} lines ${String(c.words).padStart(5)} words${c.age ? `  age ${c.age}` : ''}`,
    );
  out.push('', 'Scenes:');
  script.scenes.forEach((s, i) => {
    const speakers = [...new Set(s.elements.flatMap((e) => (e.kind === 'speech' ? [e.speaker] : [])))];
    out.push(
      `  ${String(i + 1).padStart(2)}. ${s.heading || '(pages start mid-scene)'} — p.${s.page}${speakers.length ? ` — ${speakers.join(', ')}` : ''}`,
    );
  });
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}

/** Writes a guide as a standalone HTML page on stdout (the child guide follows it when asked). */
async function guide(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      character: { type: 'string' },
      age: { type: 'string' },
      genre: { type: 'string', default: 'drama' },
      title: { type: 'string', default: 'Audition' },
      type: { type: 'string', default: 'tv-series' },
      role: { type: 'string', default: 'supporting' },
      child: { type: 'boolean', default: false },
      callback: { type: 'string', default: '' },
    },
  });
  const parsed = guideRequest.safeParse({
    uploadId: 'cli',
    characterName: values.character,
    actorAge: values.age,
    productionTitle: values.title,
    productionType: values.type,
    roleSize: values.role,
    genre: values.genre,
    childGuideRequested: values.child,
    callbackNotes: values.callback,
  });
  if (!positionals[0] || !parsed.success) {
    console.error(parsed.success ? GUIDE_USAGE : `${parsed.error.issues[0]!.message}\n${GUIDE_USAGE}`);
    return 2;
  }
  const script = await ingestPdf(new Uint8Array(readFileSync(positionals[0])), { ocr: (pdf, pages) => ocrPages(pdf, pages) });
  try {
    const result = await generateGuide([{ script, fileType: 'sides' }], parsed.data);
    const body = result.childHtml ? `${result.html}<hr>${result.childHtml}` : result.html;
    process.stdout.write(standaloneDocument(result.guide.title, body));
    return 0;
  } catch (err) {
    if (err instanceof CharacterNotFoundError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

/**
 * Operator commands over the configured database (billing off, or comps):
 *   npm run admin -- set-plan EMAIL PLAN      (free, basic, starter, alacarte, premium, unlimited)
 *   npm run admin -- grant-credits EMAIL N
 */
async function admin(args: string[]): Promise<number> {
  const [action, email, value] = args;
  const plans = Object.keys(PLANS);
  if (
    !email ||
    !value ||
    (action !== 'set-plan' && action !== 'grant-credits') ||
    (action === 'set-plan' && !plans.includes(value)) ||
    (action === 'grant-credits' && !/^[1-9]\d{0,3}$/.test(value))
  ) {
    console.error(`usage: admin set-plan EMAIL <${plans.join('|')}>\n       admin grant-credits EMAIL N`);
    return 2;
  }
  const config = loadConfig();
  const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(db);
    const auth = createAuthService({ db, mailer: { send: async () => {} }, secret: config.authSecret, publicUrl: config.publicUrl });
    const account = createAccountService({ db });
    const user = await auth.findUser({ email });
    if (!user) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    if (action === 'set-plan') await account.applyPlan(user, value);
    else await account.grantCredits(user, Number(value));
    const usage = await account.getUsage(user);
    console.log(
      `${user.email}: ${usage.planName} plan, ${usage.guidesUsed} of ${usage.guidesLimit ?? 'unlimited'} guides used this period, ${usage.credits} credit(s).`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<number>> = { analyze, guide, admin };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`usage: cli <${Object.keys(commands).join('|')}> …\n${USAGE}`);
  process.exit(2);
}
run(rest).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof IngestError ? `${err.code}: ${err.message}` : err);
    process.exit(1);
  },
);
