// Showing untrusted bytes (slugs, testee messages, standard error) in the
// reports. Everything a testee sends may hold control bytes, terminal escape
// sequences, invalid UTF-8 or bidirectional overrides; every report shows
// them as visible escapes instead of passing them through.
#ifndef SLUGSPEC_COMMON_ESCAPE_H_
#define SLUGSPEC_COMMON_ESCAPE_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace slugspec {

// For inputs whose every byte matters (slugs): printable ASCII as it is, '\'
// as "\\", newline, carriage return and tab as \n \r \t, any other byte as
// \xNN. The result is printable ASCII.
std::string VisibleBytes(std::string_view bytes);

// For text meant for people (messages, problems, standard error): valid
// UTF-8 stays, so that accented words read as words, but control bytes
// become \xNN (\n \r \t as such), invalid UTF-8 bytes \xNN, and the
// characters that can hide or reorder text (C1 controls, line and paragraph
// separators, bidirectional controls, byte order marks, U+FFFE and U+FFFF,
// which XML forbids) \u{XXXX}. keep_newlines: '\n' stays a line break.
// A backslash stays as it is: this text is read, not parsed.
std::string VisibleText(std::string_view text, bool keep_newlines);

// The length of the valid UTF-8 sequence at text[i], or 0 if it is not one
// (overlong forms, surrogates and code points past U+10FFFF are invalid).
// Sets *code_point when it returns non-zero.
size_t Utf8SequenceAt(std::string_view text, size_t i, uint32_t* code_point);
bool IsValidUtf8(std::string_view text);

// One word for a POSIX shell: in single quotes, each embedded ' written '\'';
// a word with a control byte as bash's $'...', the byte as \xHH (so that no
// control byte reaches a terminal).
std::string ShellQuote(std::string_view word);
// The word as a person would type it: bare when it holds only characters no
// shell treats specially (letters, digits, -_./=:,+@%), else ShellQuote.
std::string ShellWord(std::string_view word);

// "2,400": thousands separated by commas.
std::string WithThousands(int64_t n);

// `value` with `decimals` digits after the point, whatever the locale;
// "?" if it is not finite.
std::string Fixed(double value, int decimals);

// XML's specials as entities: & < > always, " and ' in attribute values
// (written in double quotes by every writer here), where newline, carriage
// return and tab also become character references, which attribute
// normalisation would otherwise turn into spaces. Text must already be free
// of characters XML 1.0 forbids (VisibleText output is).
std::string XmlEscape(std::string_view text, bool in_attribute);

// A model's version as a drawing names it ("v2"): a model may come from
// anyone (a testee's answer drawn in a report, a pasted model in the
// playground), so a renderer shows only its ASCII letters, digits and dots,
// at most 16 of them, and puts no other text of the model into its output.
std::string VersionLabel(std::string_view version);

// VisibleText, then XmlEscape: untrusted text ready for XML or HTML.
std::string MarkupText(std::string_view text, bool keep_newlines, bool in_attribute = false);

}  // namespace slugspec

#endif  // SLUGSPEC_COMMON_ESCAPE_H_
