/**
 * The self-signed certificate for the Studio listener. Studio keeps ~9 listen streams
 * open, which only works over HTTP/2, and browsers only speak HTTP/2 over TLS. The
 * certificate is generated once and reused so a browser profile that trusts it keeps
 * trusting it.
 */
import fs from "node:fs";
import path from "node:path";

export interface CertPair {
  key: string;
  cert: string;
  dir: string;
}

/** Where a lake keeps its certificate unless told otherwise: beside its data dir. */
export const defaultCertDir = (dataDir: string): string => path.join(dataDir, "..", "certs");

/** Where `ensureCertificate(dir)` keeps the certificate (what NODE_EXTRA_CA_CERTS names). */
export const certificateFile = (dir: string): string => path.join(dir, "lake-cert.pem");

export async function ensureCertificate(dir: string, projectId: string): Promise<CertPair> {
  const keyFile = path.join(dir, "lake-key.pem");
  const certFile = certificateFile(dir);
  if (fs.existsSync(keyFile) && fs.existsSync(certFile)) {
    return { key: fs.readFileSync(keyFile, "utf8"), cert: fs.readFileSync(certFile, "utf8"), dir };
  }
  const names = [
    ...new Set(["localhost", "*.localhost", "local.localhost", `${projectId}.localhost`]),
  ];
  // Ten years: a browser profile that trusted it once keeps trusting it.
  const notAfterDate = new Date();
  notAfterDate.setFullYear(notAfterDate.getFullYear() + 10);
  // Only a first start generates (selfsigned costs about 130 ms to load; ADR 0067).
  const { generate } = await import("selfsigned");
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    notAfterDate,
    keySize: 2048,
    algorithm: "sha256",
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          ...names.map((value) => ({ type: 2 as const, value })),
          { type: 7 as const, ip: "127.0.0.1" },
          { type: 7 as const, ip: "::1" },
        ],
      },
    ],
  });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(keyFile, pems.private, { mode: 0o600 });
  fs.writeFileSync(certFile, pems.cert);
  return { key: pems.private, cert: pems.cert, dir };
}
