export default async function globalTeardown() {
  await globalThis.__dynamoLocal?.stop();
}
