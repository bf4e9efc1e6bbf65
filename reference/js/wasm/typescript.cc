#include "js/wasm/typescript.h"

#include <map>
#include <string_view>
#include <utility>

#include <google/protobuf/descriptor.h>

namespace slugspec::wasm {
namespace {

using google::protobuf::Descriptor;
using google::protobuf::DescriptorPool;
using google::protobuf::EnumDescriptor;
using google::protobuf::FieldDescriptor;
using google::protobuf::FileDescriptor;
using google::protobuf::SourceLocation;

constexpr std::string_view kRootPackage = "slugspec";

// The TypeScript namespace of a package: its last word, and "common" for
// the root package (common.proto's error registry).
std::string NamespaceOf(const FileDescriptor* file) {
  const std::string& package = file->package();
  if (package == kRootPackage) return "common";
  return package.substr(package.rfind('.') + 1);
}

// A type's name as the declarations spell it: its namespace, then its name
// within the package ("tetris.Board", "tetris.Board.Cell").
template <typename D>
std::string TypeName(const D* d) {
  const std::string& package = d->file()->package();
  std::string_view local = d->full_name();
  if (!package.empty()) local.remove_prefix(package.size() + 1);
  return NamespaceOf(d->file()) + "." + std::string(local);
}

// The .proto comment of `d` as a doc comment at `indent`, or nothing.
template <typename D>
std::string DocComment(const D* d, const std::string& indent) {
  SourceLocation where;
  if (!d->GetSourceLocation(&where)) return "";
  std::string text = where.leading_comments;
  if (!where.trailing_comments.empty()) text += where.trailing_comments;
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    const size_t first = line.find_first_not_of(' ');
    line = first == std::string::npos ? "" : line.substr(first);
    for (size_t at; (at = line.find("*/")) != std::string::npos;) line.replace(at, 2, "* /");
    if (line.empty() && out.empty()) continue;
    out += indent + " *" + (line.empty() ? "" : " " + line) + "\n";
  }
  while (out.size() >= indent.size() + 3 && out.ends_with(indent + " *\n")) out.resize(out.size() - indent.size() - 3);
  if (out.empty()) return "";
  // One line of comment stays on one line.
  if (out.find('\n') == out.size() - 1)
    return indent + "/**" + out.substr(indent.size() + 2, out.size() - indent.size() - 3) + " */\n";
  return indent + "/**\n" + out + indent + " */\n";
}

// The JSON type of one value of `f` (not of the list).
std::string ValueType(const FieldDescriptor* f) {
  switch (f->type()) {
    case FieldDescriptor::TYPE_INT64:
    case FieldDescriptor::TYPE_UINT64:
    case FieldDescriptor::TYPE_SINT64:
    case FieldDescriptor::TYPE_FIXED64:
    case FieldDescriptor::TYPE_SFIXED64:
    case FieldDescriptor::TYPE_STRING:
    case FieldDescriptor::TYPE_BYTES:  // base64
      return "string";
    case FieldDescriptor::TYPE_BOOL:
      return "boolean";
    case FieldDescriptor::TYPE_ENUM:
      return TypeName(f->enum_type());
    case FieldDescriptor::TYPE_MESSAGE:
    case FieldDescriptor::TYPE_GROUP:
      if (!f->message_type()->full_name().starts_with(std::string(kRootPackage) + ".")) return "unknown";
      return TypeName(f->message_type());
    default:  // every 32-bit integer, float, double
      return "number";
  }
}

// Whether ToJson may leave the key out: it prints every singular scalar and
// every list, and a field with presence only when set.
bool Optional(const FieldDescriptor* f) { return !f->is_repeated() && f->has_presence(); }

class Writer {
 public:
  // The model messages, by full name, and their formats: a model's `format`
  // key is typed as its format's name, so that `Model` is a union that
  // TypeScript narrows by `format`.
  explicit Writer(std::map<std::string, std::string> formats) : formats_(std::move(formats)) {}

  void Enum(const EnumDescriptor* e, const std::string& indent) {
    out_ += DocComment(e, indent) + indent + "export type " + e->name() + " =";
    for (int i = 0; i < e->value_count(); ++i) {
      out_ += "\n" + indent + "  | \"" + e->value(i)->name() + "\"";
    }
    out_ += ";\n";
  }

  void Message(const Descriptor* d, const std::string& indent) {
    if (d->options().map_entry()) return;
    out_ += DocComment(d, indent) + indent + "export interface " + d->name() + " {\n";
    for (int i = 0; i < d->field_count(); ++i) {
      const FieldDescriptor* f = d->field(i);
      std::string type = ValueType(f);
      if (const auto model = formats_.find(d->full_name());
          model != formats_.end() && f->name() == "format" && f->type() == FieldDescriptor::TYPE_STRING) {
        type = "\"" + model->second + "\"";
      } else if (f->is_map()) {
        type = "{ [key: string]: " + ValueType(f->message_type()->map_value()) + " }";
      } else if (f->is_repeated()) {
        type += "[]";
      }
      out_ += DocComment(f, indent + "  ") + indent + "  " + f->json_name() + (Optional(f) ? "?" : "") + ": " + type +
              ";\n";
    }
    out_ += indent + "}\n";
    if (d->nested_type_count() == 0 && d->enum_type_count() == 0) return;
    out_ += indent + "export namespace " + d->name() + " {\n";
    Members(d, indent + "  ");
    out_ += indent + "}\n";
  }

  void Members(const Descriptor* d, const std::string& indent) {
    for (int i = 0; i < d->enum_type_count(); ++i) Enum(d->enum_type(i), indent);
    for (int i = 0; i < d->nested_type_count(); ++i) Message(d->nested_type(i), indent);
  }

  void File(const FileDescriptor* file) {
    out_ += "export namespace " + NamespaceOf(file) + " {\n";
    for (int i = 0; i < file->enum_type_count(); ++i) Enum(file->enum_type(i), "  ");
    for (int i = 0; i < file->message_type_count(); ++i) Message(file->message_type(i), "  ");
    out_ += "}\n\n";
  }

  std::string& out() { return out_; }

 private:
  std::map<std::string, std::string> formats_;
  std::string out_;
};

}  // namespace

StatusOr<std::vector<const FileDescriptor*>> BuildFiles(const google::protobuf::FileDescriptorSet& files,
                                                        DescriptorPool* pool) {
  std::vector<const FileDescriptor*> built;
  for (const google::protobuf::FileDescriptorProto& proto : files.file()) {
    const FileDescriptor* file = pool->BuildFile(proto);
    if (file == nullptr) return Status::Failure("cannot build " + proto.name() + " from the descriptor set");
    built.push_back(file);
  }
  return built;
}

StatusOr<std::string> TypeScriptDeclarations(const std::vector<const FileDescriptor*>& files,
                                             const std::vector<ModelEntry>& models) {
  if (files.empty()) return Status::Failure("no files in the descriptor set");
  const DescriptorPool& pool = *files.front()->pool();
  std::vector<const FileDescriptor*> ours;
  for (const FileDescriptor* file : files) {
    if (file->package() == kRootPackage || file->package().starts_with(std::string(kRootPackage) + ".")) {
      ours.push_back(file);
    }
  }
  std::map<std::string, std::string> formats;
  for (const ModelEntry& m : models) formats[m.message] = m.format;
  Writer w(formats);
  w.out() =
      "// Generated from spec/proto/slugspec/*.proto by slugspec-tsgen (reference/js/wasm/): do not edit.\n"
      "// The models as JSON, in the proto3 JSON mapping that slug decode prints.\n\n";
  for (const FileDescriptor* file : ours) w.File(file);

  const EnumDescriptor* codes = pool.FindEnumTypeByName(std::string(kRootPackage) + ".ErrorCode");
  if (codes == nullptr) return Status::Failure("no enum slugspec.ErrorCode in the descriptor set");
  w.out() += "/** The error registry's codes (spec/errors.md). */\nexport type ErrorCode = " + TypeName(codes) +
             ";\n\n/** Each format's model, by format name (the format list's order). */\nexport interface Models {\n";
  for (const ModelEntry& m : models) {
    const Descriptor* d = pool.FindMessageTypeByName(m.message);
    if (d == nullptr) return Status::Failure("no message " + m.message + " for format " + m.format);
    w.out() += "  " + m.format + ": " + TypeName(d) + ";\n";
  }
  w.out() +=
      "}\n\n/** A format's name. */\nexport type FormatName = keyof Models;\n"
      "/** A model of any format; its `format` field tells which. */\n"
      "export type Model = Models[FormatName];\n";
  return std::move(w.out());
}

}  // namespace slugspec::wasm
