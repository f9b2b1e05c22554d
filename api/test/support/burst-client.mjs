// Sends a burst of requests at once, each on a connection of its own, from a process other
// than the app's: a supertest client in the test's own process would cost the app's event
// loop more than answering does. Reads { url, requests: [{ method, path, headers, body }] }
// as JSON on its standard input, writes "sending" once they are all sent, a line "answered
// STATUS" as each answer comes whole, then one JSON line of [{ status, headers, body, at }]
// in the requests' order, `at` being when the answer had come (epoch ms, as Date.now() in
// any process on the machine reads it).
import { request } from 'node:http';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, requests } = JSON.parse(input);

const answers = requests.map(
  ({ method, path, headers, body }) =>
    new Promise((resolve) => {
      const answered = (answer) => {
        process.stdout.write(`answered ${answer.status}\n`);
        resolve({ ...answer, at: Date.now() });
      };
      const req = request(`${url}${path}`, { method, headers, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => answered({ status: res.statusCode, headers: res.headers, body: text }));
      });
      req.on('error', (e) => answered({ status: 0, headers: {}, body: e.message }));
      req.end(body === undefined ? undefined : JSON.stringify(body));
    }),
);
process.stdout.write('sending\n');
process.stdout.write(`${JSON.stringify(await Promise.all(answers))}\n`);
