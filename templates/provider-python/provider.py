"""The {{name}} provider: `{{name}}:Note`, a note rendered from its title and text."""

from strata_provider import CheckFailure, Resource, define_provider, prop


def render(inputs):
    text = inputs["text"].upper() if inputs.get("shout") else inputs["text"]
    rendered = f"{inputs['title']}: {text}"
    return {"rendered": rendered, "length": len(rendered)}


class Note(Resource):
    type = "{{name}}:Note"
    description = "A note, rendered from its title and text"
    inputs = {
        "title": prop("string", "Its title; a new title makes a new note", required=True, replaces=True),
        "text": prop("string", "What it says", required=True),
        "shout": prop("boolean", "Upper-case the text", default=False),
    }
    outputs = {
        "rendered": prop("string", "The title and the text"),
        "length": prop("integer", "Its length in characters"),
    }

    def check(self, inputs, olds, name):
        if inputs.get("text") == "":
            raise CheckFailure("text", "a note says something: give it a text")

    def create(self, inputs, ctx):
        return ctx.name, render(inputs)

    def update(self, id, olds, news, outputs, ctx):
        return render(news)


Provider = define_provider(Note())
