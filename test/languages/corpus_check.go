// Parses every body of the corpus with the generated package, leniently and strictly, and
// compares each verdict with the TypeScript guard's. Run by scripts/test-languages.mjs:
// go run ./cmd/PACKAGE CORPUS.json LABEL (the runner names the generated package of each
// catalogue it checks in the import below).
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"corpus/apierrors"
)

type entry struct {
	Name    string `json:"name"`
	Text    string `json:"text"`
	Lenient bool   `json:"lenient"`
	Strict  bool   `json:"strict"`
}

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var corpus []entry
	if err := json.Unmarshal(data, &corpus); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	label := os.Args[2]
	disagreements := 0
	for _, body := range corpus {
		_, lenientErr := apierrors.ParseErrorBody([]byte(body.Text))
		_, strictErr := apierrors.ParseErrorBodyStrict([]byte(body.Text))
		if (lenientErr == nil) != body.Lenient || (strictErr == nil) != body.Strict {
			disagreements++
			fmt.Fprintf(os.Stderr, "%s disagrees: %s: expected lenient %v strict %v, got %v (%v) and %v (%v)\n",
				label, body.Name, body.Lenient, body.Strict, lenientErr == nil, lenientErr, strictErr == nil, strictErr)
		}
	}
	fmt.Printf("%s: %d/%d corpus bodies agree\n", label, len(corpus)-disagreements, len(corpus))
	if disagreements > 0 {
		os.Exit(1)
	}
}
