// Status, the one error type: a rejection with its code and offset, a
// failure that has neither, and StatusOr.
#include "common/status.h"

#include <string>

#include <gtest/gtest.h>

namespace slugspec {
namespace {

TEST(Status, ARejectionHasItsCodeAndOffset) {
  const Status s(BAD_CHARACTER, 7, "'*' is not a base64 character");
  EXPECT_FALSE(s.ok());
  EXPECT_EQ(s.code(), BAD_CHARACTER);
  EXPECT_EQ(s.ToString(), "BAD_CHARACTER at 7: '*' is not a base64 character");
  EXPECT_EQ(s.WithOffset(3).offset(), 3u);
  EXPECT_EQ(s.WithOffset(3).code(), BAD_CHARACTER);
  EXPECT_TRUE(OkStatus().ok());
  EXPECT_TRUE(Status(ERROR_CODE_UNSPECIFIED, 0, "").ok());
}

TEST(Status, AFailureHasNoCodeButIsNoSuccess) {
  const Status f = Status::Failure("cannot write report.json: No such file or directory");
  EXPECT_FALSE(f.ok());
  EXPECT_EQ(f.code(), ERROR_CODE_UNSPECIFIED);
  EXPECT_EQ(f.ToString(), "cannot write report.json: No such file or directory");
  EXPECT_FALSE(f.WithOffset(4).ok());  // moving the offset keeps it a failure
}

TEST(StatusOr, HoldsAValueOrWhyNot) {
  const StatusOr<std::string> value(std::string("a.json"));
  ASSERT_TRUE(value.ok());
  EXPECT_EQ(*value, "a.json");
  EXPECT_EQ(value->size(), 6u);
  const StatusOr<std::string> none(Status::Failure("its symbolic links do not end"));
  EXPECT_FALSE(none.ok());
  EXPECT_EQ(none.status().message(), "its symbolic links do not end");
  // An ok Status is no reason for a missing value: it becomes a failure.
  const StatusOr<int> confused{OkStatus()};
  EXPECT_FALSE(confused.ok());
}

}  // namespace
}  // namespace slugspec
