// A list with a fixed capacity and no allocation, for views copied at every decision.
#pragma once

#include <algorithm>
#include <type_traits>
#include <cassert>
#include <cstddef>

namespace bizon {

template <class T, std::size_t Capacity>
class Bounded {
 public:
  using value_type = T;
  using const_iterator = const T*;
  using iterator = T*;

  Bounded() = default;
  template <class It>
  Bounded(It first, It last) { assign(first, last); }

  template <class It>
  void assign(It first, It last) {
    size_ = 0;
    for (; first != last; ++first) push_back(*first);
  }
  void push_back(const T& t) {
    assert(size_ < Capacity);
    storage_.items[size_++] = t;
  }
  void pop_back() { --size_; }
  void clear() { size_ = 0; }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](std::size_t i) const { return storage_.items[i]; }
  T& operator[](std::size_t i) { return storage_.items[i]; }
  const T& front() const { return storage_.items[0]; }
  const T& back() const { return storage_.items[size_ - 1]; }
  const T* begin() const { return storage_.items; }
  const T* end() const { return storage_.items + size_; }
  T* begin() { return storage_.items; }
  T* end() { return storage_.items + size_; }
  const T* data() const { return storage_.items; }

  friend bool operator==(const Bounded& a, const Bounded& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);
  // Only the first size() items are ever written or read: the rest is left as it is, so that a
  // view costs no clearing of its lists (a SeatView is made at every decision, and clearing its
  // 180 bytes took a tenth of `simulate`'s time). Assigning an item begins its life, the
  // assignment being trivial.
  union Storage {
    Storage() {}
    T items[Capacity];
  } storage_;
  std::size_t size_ = 0;
};

}  // namespace bizon
