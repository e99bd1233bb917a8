import apierrormodel.ErrorCatalogue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Parses every body of the corpus with the generated class, leniently and strictly, and
 * compares each verdict with the TypeScript guard's. Run by scripts/test-languages.mjs:
 * java CorpusCheck CORPUS.json LABEL (the corpus itself read by the class's own JSON reader; the
 * runner names the package of each catalogue it checks in the import above).
 */
public final class CorpusCheck {
  private CorpusCheck() {}

  public static void main(String[] args) throws IOException {
    String text = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8);
    if (!(ErrorCatalogue.readJson(text) instanceof List<?> corpus)) {
      throw new IllegalStateException("the corpus is not a list");
    }
    String label = args[1];
    int disagreements = 0;
    for (Object item : corpus) {
      if (!(item instanceof Map<?, ?> entry) || !(entry.get("text") instanceof String body)) {
        throw new IllegalStateException("a corpus entry without text");
      }
      boolean lenient = ErrorCatalogue.parse(body, false) instanceof ErrorCatalogue.Parsed;
      boolean strict = ErrorCatalogue.parse(body, true) instanceof ErrorCatalogue.Parsed;
      if (!Boolean.valueOf(lenient).equals(entry.get("lenient")) || !Boolean.valueOf(strict).equals(entry.get("strict"))) {
        disagreements++;
        System.err.println(label + " disagrees: " + entry.get("name") + ": expected lenient " + entry.get("lenient")
            + " strict " + entry.get("strict") + ", got " + lenient + " and " + strict);
      }
    }
    System.out.println(label + ": " + (corpus.size() - disagreements) + "/" + corpus.size() + " corpus bodies agree");
    System.exit(disagreements > 0 ? 1 : 0);
  }
}
