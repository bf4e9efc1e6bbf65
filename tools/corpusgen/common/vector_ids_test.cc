// Vector ids (corpus/README.md) and the JSON literals of vector lines.
#include "corpusgen/common/vector_ids.h"

#include <gtest/gtest.h>

#include "corpusgen/common/json_quote.h"

namespace slugspec::corpusgen {
namespace {

TEST(VectorIds, TheFormatThenLowerCaseDigitsAndItsPunctuation) {
  EXPECT_TRUE(ValidId("sudoku/transport/length-81", "sudoku", "-/"));
  EXPECT_TRUE(ValidId("tetris/a", "tetris", "-/"));
  EXPECT_FALSE(ValidId("sudoku", "sudoku", "-/"));
  EXPECT_FALSE(ValidId("sudoku/", "sudoku", "-/"));
  EXPECT_FALSE(ValidId("sudokux/a", "sudoku", "-/"));
  EXPECT_FALSE(ValidId("santorini/a", "sudoku", "-/"));
  EXPECT_FALSE(ValidId("sudoku/Upper", "sudoku", "-/"));
  EXPECT_FALSE(ValidId("sudoku/a_b", "sudoku", "-/"));
  EXPECT_TRUE(ValidId("pentomino/a_b.c", "pentomino", "-/_."));
  EXPECT_FALSE(ValidId("sudoku/a/", "sudoku", "-/"));
  EXPECT_FALSE(ValidId("sudoku/a-", "sudoku", "-/"));
  EXPECT_EQ(IdRule("sudoku", "-/"), "ids are sudoku/ then lowercase letters, digits, '-' and '/'");
}

TEST(VectorIds, IndexesSortInOrder) {
  EXPECT_EQ(Index(0), "000");
  EXPECT_EQ(Index(7), "007");
  EXPECT_EQ(Index(999), "999");
  EXPECT_EQ(Index(1000), "1000");
}

TEST(JsonQuote, EscapesWhatJsonRequiresAndPassesUtf8) {
  EXPECT_EQ(Quote("a\"b\\c"), "\"a\\\"b\\\\c\"");
  EXPECT_EQ(Quote("\n\r\t\f\b"), "\"\\n\\r\\t\\f\\b\"");
  EXPECT_EQ(Quote(std::string("\x01\x1f\x7f", 3)), "\"\\u0001\\u001f\\u007f\"");
  EXPECT_EQ(Quote("\xC3\xA9"), "\"\xC3\xA9\"");
  EXPECT_EQ(Quote(std::string("a\0b", 3)), "\"a\\u0000b\"");
  EXPECT_EQ(QuoteList({}), "[]");
  EXPECT_EQ(QuoteList({"a", "b\""}), "[\"a\",\"b\\\"\"]");
}

}  // namespace
}  // namespace slugspec::corpusgen
