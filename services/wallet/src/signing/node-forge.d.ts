/** The part of node-forge (which ships without types) that makes the local test certificates. */
declare module 'node-forge' {
  interface Attribute {
    name?: string;
    shortName?: string;
    type?: string;
    value: string;
  }
  interface Certificate {
    publicKey: unknown;
    serialNumber: string;
    validity: { notBefore: Date; notAfter: Date };
    setSubject(attributes: Attribute[]): void;
    setIssuer(attributes: Attribute[]): void;
    setExtensions(extensions: Record<string, unknown>[]): void;
    sign(key: unknown, digest: unknown): void;
  }
  const forge: {
    pki: {
      createCertificate(): Certificate;
      publicKeyFromPem(pem: string): unknown;
      certificateToPem(certificate: Certificate): string;
    };
    md: { sha256: { create(): unknown } };
  };
  export default forge;
}
