import type { RequestHandler } from 'express';

export function methodNotAllowed(...allowed: string[]): RequestHandler {
  return (req, res) => {
    res
      .status(405)
      .set('Allow', allowed.join(', '))
      .json({ message: `${req.method} is not allowed here; use ${allowed.join(' or ')}.` });
  };
}
