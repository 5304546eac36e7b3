"""Language parts of the offline engine that are not rules about memory: text folding, the
number grammar, the semantic classifier. Each is a small module with its own tests."""
