import { createRequire as __mergexoCreateRequire } from 'node:module';
const require = __mergexoCreateRequire(import.meta.url);

// src/core/pure/slots.ts
var Slots = class {
  constructor(size) {
    this.size = size;
  }
  size;
  held = 0;
  waiting = [];
  async run(work) {
    if (this.held >= this.size) await new Promise((resolve) => this.waiting.push(resolve));
    else this.held++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.held--;
    }
  }
};

export {
  Slots
};
