/**
 * Quick-start scripts for /api: the same journey in curl, JavaScript (fetch) and Python (requests) —
 * list campaigns, import a CSV, start generation, poll progress until nothing is queued or generating,
 * export for a sending tool — against the user's own server. The key is read from the
 * `COLDSMITH_API_KEY` environment variable, never written into the page, and every POST carries an
 * Idempotency-Key so a retried call does nothing twice.
 */
export const snippetLanguages = ['curl', 'javascript', 'python'] as const;
export type SnippetLanguage = (typeof snippetLanguages)[number];

export const snippetLabels: Record<SnippetLanguage, string> = {
  curl: 'curl',
  javascript: 'JavaScript',
  python: 'Python',
};

const curl = (base: string) => `# Your key, from this page (shown once when created)
export COLDSMITH_API_KEY="cs_live_…"
BASE="${base}/api/v1"
AUTH="Authorization: Bearer $COLDSMITH_API_KEY"

# 1. List your campaigns, and pick one
curl -s "$BASE/campaigns" -H "$AUTH"
CAMPAIGN_ID="…"

# 2. Import prospects from a CSV file
curl -s -X POST "$BASE/campaigns/$CAMPAIGN_ID/prospects" -H "$AUTH" \\
  -H "Content-Type: text/csv" -H "Idempotency-Key: $(uuidgen)" \\
  --data-binary @prospects.csv

# 3. Start generation (202 {"queued": …})
curl -s -X POST "$BASE/campaigns/$CAMPAIGN_ID/generate" -H "$AUTH" \\
  -H "Content-Type: application/json" -H "Idempotency-Key: $(uuidgen)" -d '{}'

# 4. Poll progress until nothing is queued or generating
curl -s "$BASE/campaigns/$CAMPAIGN_ID/progress" -H "$AUTH"

# 5. Export the approved e-mails for Instantly (or csv, smartlead, lemlist, json)
curl -s "$BASE/campaigns/$CAMPAIGN_ID/export?format=instantly&status=approved" -H "$AUTH" -o emails.csv
`;

const javascript = (base: string) => `// Node.js 20+ (ES module). Set COLDSMITH_API_KEY in the environment first.
import { readFile, writeFile } from 'node:fs/promises';

const BASE = '${base}/api/v1';
const auth = { Authorization: \`Bearer \${process.env.COLDSMITH_API_KEY}\` };

async function api(path, init = {}) {
  const response = await fetch(BASE + path, { ...init, headers: { ...auth, ...init.headers } });
  if (!response.ok) throw new Error(\`\${response.status}: \${await response.text()}\`);
  return response;
}

// 1. List your campaigns, and pick one
const { items } = await (await api('/campaigns')).json();
const campaignId = items[0].id;

// 2. Import prospects from a CSV file
const imported = await api(\`/campaigns/\${campaignId}/prospects\`, {
  method: 'POST',
  headers: { 'Content-Type': 'text/csv', 'Idempotency-Key': crypto.randomUUID() },
  body: await readFile('prospects.csv'),
});
console.log(await imported.json()); // { imported, duplicates, invalid }

// 3. Start generation
await api(\`/campaigns/\${campaignId}/generate\`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
  body: '{}',
});

// 4. Poll progress until nothing is queued or generating
let progress;
do {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  progress = await (await api(\`/campaigns/\${campaignId}/progress\`)).json();
  console.log(\`\${progress.ready + progress.approved} of \${progress.total} written\`);
} while (progress.queued + progress.generating > 0);

// 5. Export the approved e-mails for Instantly (or csv, smartlead, lemlist, json)
const file = await api(\`/campaigns/\${campaignId}/export?format=instantly&status=approved\`);
await writeFile('emails.csv', Buffer.from(await file.arrayBuffer()));
`;

const python = (base: string) => `# pip install requests; set COLDSMITH_API_KEY in the environment first.
import os, time, uuid
import requests

BASE = "${base}/api/v1"
session = requests.Session()
session.headers["Authorization"] = f"Bearer {os.environ['COLDSMITH_API_KEY']}"

def api(method, path, **kwargs):
    response = session.request(method, BASE + path, **kwargs)
    response.raise_for_status()
    return response

# 1. List your campaigns, and pick one
campaign_id = api("GET", "/campaigns").json()["items"][0]["id"]

# 2. Import prospects from a CSV file
with open("prospects.csv", "rb") as csv_file:
    imported = api("POST", f"/campaigns/{campaign_id}/prospects", data=csv_file,
                   headers={"Content-Type": "text/csv", "Idempotency-Key": str(uuid.uuid4())})
print(imported.json())  # {'imported': …, 'duplicates': […], 'invalid': […]}

# 3. Start generation
api("POST", f"/campaigns/{campaign_id}/generate", json={},
    headers={"Idempotency-Key": str(uuid.uuid4())})

# 4. Poll progress until nothing is queued or generating
while True:
    time.sleep(2)
    progress = api("GET", f"/campaigns/{campaign_id}/progress").json()
    print(f"{progress['ready'] + progress['approved']} of {progress['total']} written")
    if progress["queued"] + progress["generating"] == 0:
        break

# 5. Export the approved e-mails for Instantly (or csv, smartlead, lemlist, json)
exported = api("GET", f"/campaigns/{campaign_id}/export?format=instantly&status=approved")
with open("emails.csv", "wb") as out:
    out.write(exported.content)
`;

const builders: Record<SnippetLanguage, (base: string) => string> = { curl, javascript, python };

/** The script in `language` for a server at `origin` (e.g. `window.location.origin`, no trailing slash). */
export function quickStart(language: SnippetLanguage, origin: string): string {
  return builders[language](origin.replace(/\/+$/, ''));
}
