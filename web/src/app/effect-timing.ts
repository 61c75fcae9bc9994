import { options } from 'preact';

// Preact runs passive effects once the next frame is painted, up to 35 ms after a render; React runs them in the next
// task. An effect that resets a form when what it edits changes would erase what was typed in that gap: run them as
// React does, which the screens were written for.
options.requestAnimationFrame = (flush) => setTimeout(flush);
