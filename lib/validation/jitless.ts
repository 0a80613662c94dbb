import { z } from 'zod'

// zod compiles its parsers with `new Function` when it may; the shop's CSP forbids eval, and the probe
// alone logs a violation (Lighthouse "best practices"). The interpreted parsers are fast enough here.
// Imported for its effect by the browser modules that parse (the session runtime, the cart engine).
z.config({ jitless: true })
