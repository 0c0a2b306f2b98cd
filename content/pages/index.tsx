import type { ReactNode } from 'react';
import { CodeBlock, Link } from '@docs/theme';

/* ------------------------------------------------------------------------------------------
 * The code example: a small main.wasp, highlighted here with a tiny tokenizer so the page
 * needs no highlighter at runtime. Token classes are the Prism-style ones the theme colours.
 * ---------------------------------------------------------------------------------------- */

const MAIN_WASP = `app TodoApp {
  wasp: { version: "^0.18.0" },
  title: "Todo App",
  auth: {
    userEntity: User,
    methods: { usernameAndPassword: {}, google: {} },
    onAuthFailedRedirectTo: "/login"
  }
}

route RootRoute { path: "/", to: MainPage }
page MainPage {
  authRequired: true, // redirects to /login if needed
  component: import { MainPage } from "@src/MainPage"
}

query getTasks {
  fn: import { getTasks } from "@src/tasks",
  entities: [Task]
}`;

const DECLARATIONS = new Set(['app', 'page', 'route', 'query', 'action', 'job', 'api', 'crud']);
const KEYWORDS = new Set(['import', 'from', 'true', 'false']);
const TOKEN = /(\/\/.*$)|("(?:[^"\\]|\\.)*")|([A-Za-z_][A-Za-z0-9_]*)(\s*:)?|([{}[\](),:])|(\s+)|(.)/g;

function highlightLine(line: string): ReactNode[] {
  const out: ReactNode[] = [];
  let previousWord = '';
  let match: RegExpExecArray | null;
  let key = 0;
  TOKEN.lastIndex = 0;
  while ((match = TOKEN.exec(line)) !== null) {
    const [text, comment, string, word, colon, punctuation] = match;
    if (comment) out.push(<span key={key++} className="token comment">{comment}</span>);
    else if (string) out.push(<span key={key++} className="token string">{string}</span>);
    else if (word) {
      let className = '';
      if (colon) className = 'token property';
      else if (DECLARATIONS.has(word) && previousWord === '') className = 'token keyword';
      else if (KEYWORDS.has(word)) className = word === 'true' || word === 'false' ? 'token boolean' : 'token keyword';
      else if (DECLARATIONS.has(previousWord)) className = 'token class-name';
      out.push(className ? <span key={key++} className={className}>{word}</span> : word);
      if (colon) out.push(<span key={key++} className="token punctuation">{colon}</span>);
      previousWord = word;
      continue;
    } else if (punctuation) out.push(<span key={key++} className="token punctuation">{punctuation}</span>);
    else out.push(text);
    if (!/^\s+$/.test(text)) previousWord = '-';
  }
  return out;
}

function WaspExample() {
  const lines = MAIN_WASP.split('\n').map((line, index) => <span key={index}>{highlightLine(line)}</span>);
  return (
    <CodeBlock language="wasp" title="main.wasp" code={MAIN_WASP} highlight={[4, 5, 6, 7, 8]} className="home-code">
      {lines}
    </CodeBlock>
  );
}

/* ------------------------------------------------------------------------------------------
 * Icons: simple 24×24 strokes in currentColor.
 * ---------------------------------------------------------------------------------------- */

function FeatureIcon({ children }: { children: ReactNode }) {
  return (
    <span className="home-feature__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </svg>
    </span>
  );
}

interface Feature {
  title: string;
  text: string;
  to: string;
  link: string;
  icon: ReactNode;
}

const FEATURES: Feature[] = [
  {
    title: 'Auth in a few lines',
    text: 'Username & password, email with verification, Google, GitHub, Discord, Keycloak and Slack. Wasp stores users and sessions and gives you ready-made forms.',
    to: '/docs/auth/overview',
    link: 'Authentication',
    icon: (
      <>
        <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
        <path d="M12 14.5v2.5" />
      </>
    ),
  },
  {
    title: 'Typed queries and actions',
    text: 'Write a server function, declare it, and call it from React. No REST routes, no fetch code: types flow from the database to your components.',
    to: '/docs/data-model/operations/overview',
    link: 'Operations',
    icon: (
      <>
        <path d="M7 7h10l-3-3M17 17H7l3 3" />
        <circle cx="4.5" cy="7" r="1.5" />
        <circle cx="19.5" cy="17" r="1.5" />
      </>
    ),
  },
  {
    title: 'Data with Prisma',
    text: 'Describe your models in `schema.prisma`. Wasp runs migrations, seeds the database and hands you a Prisma client wherever you need one.',
    to: '/docs/data-model/entities',
    link: 'Entities',
    icon: (
      <>
        <ellipse cx="12" cy="6" rx="7" ry="2.8" />
        <path d="M5 6v6c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8V6" />
        <path d="M5 12v6c0 1.5 3.1 2.8 7 2.8s7-1.3 7-2.8v-6" />
      </>
    ),
  },
  {
    title: 'Jobs, emails and sockets',
    text: 'Background and cron jobs, email sending and real-time WebSockets are declarations in `main.wasp`, not infrastructure you assemble yourself.',
    to: '/docs/advanced/jobs',
    link: 'Advanced features',
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  },
  {
    title: 'Deploy with one command',
    text: '`wasp deploy` creates the client, server and database on Fly.io or Railway. Or build a Docker image and static files and host them anywhere.',
    to: '/docs/deployment/intro',
    link: 'Deployment',
    icon: (
      <>
        <path d="M12 15V3.5M7.5 8 12 3.5 16.5 8" />
        <path d="M4.5 14v4.5a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V14" />
      </>
    ),
  },
  {
    title: 'The stack you already know',
    text: 'Your code is plain React, Node.js and Prisma in TypeScript or JavaScript. Use any npm package, and keep full control of the generated app.',
    to: '/docs/project/dependencies',
    link: 'Dependencies',
    icon: (
      <>
        <path d="m8 8-4 4 4 4M16 8l4 4-4 4" />
        <path d="m13.5 5-3 14" />
      </>
    ),
  },
];

interface Step {
  title: string;
  text: string;
  detail: string;
}

const STEPS: Step[] = [
  {
    title: 'Declare',
    text: 'Describe the app in main.wasp: pages and routes, auth methods, server operations, jobs. A few dozen lines instead of thousands of lines of glue.',
    detail: 'main.wasp',
  },
  {
    title: 'Implement',
    text: 'Write the parts that make your app unique in src/: React components and Node.js functions. Import operations from `wasp/client/operations` and call them.',
    detail: 'src/',
  },
  {
    title: 'Run and ship',
    text: 'Wasp compiles both into a full-stack app: a React client, an Express server and a Prisma database layer. Start it locally, then deploy it.',
    detail: 'wasp start',
  },
];

/** Text with `backtick` spans rendered as inline code. */
function rich(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') ? (
      <code key={index} className="home-inline-code">
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    ),
  );
}

function ArrowRight() {
  return (
    <svg className="home-arrow" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

/* ------------------------------------------------------------------------------------------
 * The page.
 * ---------------------------------------------------------------------------------------- */

export default function HomePage() {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-container home-hero__grid">
          <div className="home-hero__text">
            <p className="home-eyebrow">
              <span className="home-eyebrow__badge">Beta</span>
              Open source · React, Node.js and Prisma
            </p>
            <h1 id="home-title" className="home-hero__title">
              Wasp<span className="home-hero__dot">.</span>
            </h1>
            <p className="home-hero__tagline">Develop full-stack web apps without boilerplate.</p>
            <p className="home-hero__lead">
              Describe your app in a short configuration file, write your React and Node.js code, and let Wasp wire up
              auth, data fetching, the database, jobs and deployment for you.
            </p>
            <div className="home-actions">
              <Link to="/docs" className="docs-button docs-button--primary docs-button--large home-button">
                Get started
                <ArrowRight />
              </Link>
              <Link to="/docs/tutorial/create" className="docs-button docs-button--secondary docs-button--large home-button">
                Build a todo app
              </Link>
            </div>
            <p className="home-install">
              <span className="home-install__prompt" aria-hidden="true">$</span>
              <code>curl -sSL https://get.wasp.sh/installer.sh | sh</code>
            </p>
          </div>
          <div className="home-hero__code">
            <WaspExample />
            <p className="home-hero__caption">
              An app with login, a protected page and a typed server query. The rest is your own React and Node.js code.
            </p>
          </div>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-features-title">
        <div className="home-container">
          <header className="home-section__header">
            <p className="home-kicker">Features</p>
            <h2 id="home-features-title" className="home-section__title">
              Everything a web app needs, built in
            </h2>
            <p className="home-section__lead">
              The features every app rewrites from scratch are part of the framework, so you spend your time on the
              product.
            </p>
          </header>
          <ul className="home-features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="home-feature">
                <FeatureIcon>{feature.icon}</FeatureIcon>
                <h3 className="home-feature__title">{feature.title}</h3>
                <p className="home-feature__text">{rich(feature.text)}</p>
                <Link to={feature.to} className="home-feature__link">
                  {feature.link}
                  <ArrowRight />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-section--muted" aria-labelledby="home-how-title">
        <div className="home-container">
          <header className="home-section__header">
            <p className="home-kicker">How it works</p>
            <h2 id="home-how-title" className="home-section__title">
              A compiler for your full-stack app
            </h2>
            <p className="home-section__lead">
              Wasp reads your declarations and your code and generates the whole application around them.
            </p>
          </header>
          <ol className="home-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="home-step">
                <span className="home-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="home-step__title">{step.title}</h3>
                <p className="home-step__text">{rich(step.text)}</p>
                <code className="home-step__detail">{step.detail}</code>
              </li>
            ))}
          </ol>
          <div className="home-diagram" role="img" aria-label="main.wasp and src/ go into the Wasp compiler, which produces a React client, a Node.js server and a database schema.">
            <div className="home-diagram__inputs">
              <span className="home-chip">main.wasp</span>
              <span className="home-chip">src/</span>
              <span className="home-chip">schema.prisma</span>
            </div>
            <div className="home-diagram__arrow" aria-hidden="true" />
            <div className="home-diagram__core">Wasp compiler</div>
            <div className="home-diagram__arrow" aria-hidden="true" />
            <div className="home-diagram__outputs">
              <span className="home-chip home-chip--out">React client</span>
              <span className="home-chip home-chip--out">Node.js server</span>
              <span className="home-chip home-chip--out">PostgreSQL via Prisma</span>
            </div>
          </div>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-cta-title">
        <div className="home-container">
          <div className="home-cta">
            <h2 id="home-cta-title" className="home-cta__title">
              Build your first Wasp app today
            </h2>
            <p className="home-cta__text">
              Install Wasp, run <code>wasp new</code>, and have a full-stack app with a database running in a few
              minutes. The tutorial takes you from an empty project to a todo app with login.
            </p>
            <div className="home-actions home-actions--center">
              <Link to="/docs" className="docs-button docs-button--primary docs-button--large home-button">
                Read the docs
                <ArrowRight />
              </Link>
              <Link to="/docs/tutorial/create" className="docs-button docs-button--secondary docs-button--large home-button">
                Start the tutorial
              </Link>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
