// The {{name}} provider: `{{name}}:Note`, a note rendered from its title and text.
import { CheckFailure, defineProvider } from '@strata/provider';

interface NoteInputs {
  title: string;
  text: string;
  shout: boolean;
}

interface NoteOutputs {
  rendered: string;
  length: number;
}

function render(i: NoteInputs): NoteOutputs {
  const rendered = `${i.title}: ${i.shout ? i.text.toUpperCase() : i.text}`;
  return { rendered, length: [...rendered].length };
}

export const provider = defineProvider({
  resources: {
    '{{name}}:Note': {
      description: 'A note, rendered from its title and text',
      inputs: {
        title: { type: 'string', description: 'Its title; a new title makes a new note', required: true, replaces: true },
        text: { type: 'string', description: 'What it says', required: true },
        shout: { type: 'boolean', description: 'Upper-case the text', default: false },
      },
      outputs: {
        rendered: { type: 'string', description: 'The title and the text' },
        length: { type: 'integer', description: 'Its length in characters' },
      },
      check(inputs: NoteInputs) {
        if (inputs.text === '') throw new CheckFailure('text', 'a note says something: give it a text');
      },
      create(inputs: NoteInputs, { name }) {
        return { id: name, outputs: render(inputs) };
      },
      update(_id: string, _olds: NoteInputs, news: NoteInputs): NoteOutputs {
        return render(news);
      },
      delete() {},
    },
  },
});
